/** The parts of `ffprobe -print_format json -show_format -show_streams` output we read. */
export interface ProbeStream {
  index: number;
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  pix_fmt?: string;
  duration?: string;
  nb_frames?: string;
  /** A fraction such as `30000/1001`; `0/0` when unknown. */
  avg_frame_rate?: string;
  r_frame_rate?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { side_data_type?: string; rotation?: number | string }[];
}

export interface ProbeFormat {
  format_name?: string;
  duration?: string;
  tags?: { major_brand?: string };
}

export interface ProbeResult {
  streams?: ProbeStream[];
  format?: ProbeFormat;
}

import { Box, Button, Card, Container, Field, Heading, Input, Stack, Text, Textarea, chakra } from '@chakra-ui/react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SelectField } from '@/components/ui/select-field';
import { COMMENTS_ALLOWED_OPTIONS, type CommentsAllowed } from '@/components/comments/comments-allowed-options';
import { toastError, toastInfo, toastRequestError, toastSuccess } from '@/components/ui/toast';
import { NAMED_ASPECT_RATIOS as ASPECT_RATIOS, TITLE_MAX, TITLE_TOO_LONG, TOOLS, normaliseTagList, joinTags } from '@genalpha/shared/domain';
import { detectAspectRatio } from '@/lib/aspect-ratio';
import { UploadCancelledError, uploadFile, type UnfinishedUpload, type UploadHandle, type UploadProgress as Progressed } from '@/lib/upload-file';
import { useCreateVideo } from '../api/create-video';
import { TagInput } from './tag-input';
import { UploadProgress } from './upload-progress';
import { VideoFilePicker, checkVideoFile } from './video-file-picker';
import { CredentialsHint } from './credentials-hint';
import { ResumePrompt } from './resume-prompt';
import { AllowRemixesSwitch } from '@/components/remix/allow-remixes-switch';
import { RemixSourceBanner, useRemixSource } from './remix-source';

/** A new video is its owner's alone until the worker makes it ready; the bell says when it is ready or failed. */
const UPLOADED_PROCESSING = "It's processing now and will appear in the feed once it's ready. We'll let you know.";

type Tool = (typeof TOOLS)[number]['value'];

export function UploadForm() {
  const navigate = useNavigate();
  const createVideo = useCreateVideo();
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [caption, setCaption] = useState('');
  const [tool, setTool] = useState<Tool | ''>('');
  const [prompt, setPrompt] = useState('');
  const [aspectRatio, setAspectRatio] = useState('auto');
  const [tags, setTags] = useState<string[]>([]);
  const [pendingTag, setPendingTag] = useState('');
  const [commentsAllowed, setCommentsAllowed] = useState<CommentsAllowed>('everyone');
  const [allowRemixes, setAllowRemixes] = useState(true);
  // Remix: ?remix=<id> names the source; its prompt (editable) and tool carry over.
  const remixOf = useRemixSource(
    useCallback((source) => {
      setPrompt(source.prompt ?? '');
      setTool(source.verifiedTool ?? source.toolUsed);
    }, []),
  );
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Progressed | null>(null);
  const upload = useRef<UploadHandle | null>(null);
  const [resumeFrom, setResumeFrom] = useState<UnfinishedUpload | null>(null);

  const ready = !!file && !!title.trim() && !!caption.trim() && !!tool;
  const ratioOptions =
    ASPECT_RATIOS.includes(aspectRatio as (typeof ASPECT_RATIOS)[number]) || aspectRatio === 'auto' ? ASPECT_RATIOS : [...ASPECT_RATIOS, aspectRatio];

  const pick = async (picked: File) => {
    const problem = checkVideoFile(picked);
    if (problem) return toastError(problem.title, problem.description);
    setFile(picked);
    setAspectRatio('auto');
    setAspectRatio(await detectAspectRatio(picked));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!file) return toastError('No file selected', 'Please select a video file to upload.');
    if (!title.trim() || !caption.trim() || !tool) return toastError('Missing information', 'Please fill in the title, caption, and select the AI tool used.');
    if (title.trim().length > TITLE_MAX) return toastError('Validation error', TITLE_TOO_LONG);

    setBusy(true);
    try {
      setProgress({ loaded: 0, total: file.size, percent: 0, secondsLeft: null });
      upload.current = uploadFile(file, setProgress, resumeFrom);
      const uploadURL = await upload.current.done;
      await createVideo.mutateAsync({
        title: title.trim(),
        caption: caption.trim(),
        toolUsed: tool,
        prompt: prompt.trim() || undefined,
        aspectRatio,
        tags: joinTags(normaliseTagList([...tags, ...pendingTag.split(',')])) || undefined,
        videoUrl: uploadURL,
        commentsAllowed,
        allowRemixes,
        ...(remixOf ? { parentId: remixOf.id } : {}),
      });
      toastSuccess('Video uploaded!', UPLOADED_PROCESSING);
      navigate('/');
    } catch (error) {
      if (error instanceof UploadCancelledError) toastInfo('Upload cancelled');
      else toastRequestError(error, 'Upload failed', error instanceof Error && error.message ? error.message : 'Failed to upload video. Please try again.');
      setBusy(false);
      setProgress(null);
    } finally {
      upload.current = null;
    }
  };

  return (
    <Container maxW="2xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Heading as="h1" size="2xl" mb="6" textAlign="center">
        Share Your Creation
      </Heading>
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Upload Video</Card.Title>
          <Card.Description>Share an AI-generated video with the prompt and tool behind it.</Card.Description>
        </Card.Header>
        <Card.Body>
          <chakra.form onSubmit={submit} noValidate>
            <Stack gap="5">
              {remixOf && <RemixSourceBanner video={remixOf} />}
              <VideoFilePicker file={file} disabled={busy} onPick={pick} onClear={() => setFile(null)} />
              <CredentialsHint file={file} />
              <ResumePrompt file={file} disabled={busy} onChange={setResumeFrom} />

              <Field.Root required disabled={busy}>
                <Field.Label>
                  Title <Field.RequiredIndicator />
                </Field.Label>
                <Input value={title} maxLength={TITLE_MAX} onChange={(event) => setTitle(event.target.value)} placeholder="Give your video a title" />
                <Field.HelperText alignSelf="flex-end" aria-live="polite">
                  {title.length}/{TITLE_MAX}
                </Field.HelperText>
              </Field.Root>

              <Field.Root required disabled={busy}>
                <Field.Label>
                  Caption <Field.RequiredIndicator />
                </Field.Label>
                <Textarea value={caption} onChange={(event) => setCaption(event.target.value)} placeholder="What is it about?" rows={3} />
              </Field.Root>

              <Field.Root required disabled={busy}>
                <Field.Label>
                  AI tool <Field.RequiredIndicator />
                </Field.Label>
                <SelectField value={tool} options={TOOLS} onChange={setTool} placeholder="Select the AI tool used" />
              </Field.Root>

              <Field.Root disabled={busy}>
                <Field.Label>
                  Prompt{' '}
                  <Box as="span" color="fg.muted" fontWeight="normal">
                    (optional)
                  </Box>
                </Field.Label>
                <Textarea value={prompt} onChange={(event) => setPrompt(event.target.value)} placeholder="The prompt you used" rows={3} />
              </Field.Root>

              <Field.Root disabled={busy}>
                <Field.Label>Aspect ratio</Field.Label>
                <SelectField
                  value={aspectRatio}
                  options={[{ value: 'auto', label: 'Auto-detect' }, ...ratioOptions.map((ratio) => ({ value: ratio, label: ratio }))]}
                  onChange={setAspectRatio}
                />
              </Field.Root>

              <TagInput tags={tags} pending={pendingTag} disabled={busy} onTagsChange={setTags} onPendingChange={setPendingTag} />

              <Field.Root disabled={busy}>
                <Field.Label>Who can comment</Field.Label>
                <SelectField value={commentsAllowed} options={COMMENTS_ALLOWED_OPTIONS} onChange={setCommentsAllowed} aria-label="Who can comment" />
              </Field.Root>

              <AllowRemixesSwitch checked={allowRemixes} disabled={busy} onChange={setAllowRemixes} />

              {busy && (
                <Text fontSize="sm" role="status">
                  Please wait while your video is being uploaded...
                </Text>
              )}
              {busy && progress && <UploadProgress progress={progress} onCancel={() => upload.current?.cancel()} />}

              <Button type="submit" colorPalette="purple" size="lg" disabled={!ready || busy} loading={busy} loadingText="Uploading...">
                Upload Video
              </Button>
              {!ready && !busy && (
                <Text fontSize="sm" color="fg.muted" textAlign="center">
                  Choose a video and fill in the title, caption and AI tool to upload.
                </Text>
              )}
            </Stack>
          </chakra.form>
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

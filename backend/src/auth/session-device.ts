import Bowser from 'bowser';

const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;

export interface DeviceDescription {
  /** Name and major version, e.g. "Chrome 131". */
  browser: string | null;
  os: string | null;
  deviceType: (typeof DEVICE_TYPES)[number] | null;
}

/** What a person recognises of a User-Agent: the browser, the system and the kind of device. */
export function describeUserAgent(userAgent: string | null): DeviceDescription {
  if (!userAgent) return { browser: null, os: null, deviceType: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null,
    os: os.name ?? null,
    deviceType: DEVICE_TYPES.find((type) => type === platform.type) ?? null,
  };
}

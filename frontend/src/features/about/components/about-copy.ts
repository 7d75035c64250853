/** The about page's words: the page (components/about-page.tsx) and its boot preview (app/boot-preview.ts) both draw them. */
export const ABOUT_TITLE = 'About GenAlpha';

export const ABOUT_TAGLINE =
  'The fastest, most trustworthy home for short AI-generated videos. We are opening first to the first 100 creators: the generationalpha.';

export const MISSION_TITLE = 'Our mission';
export const MISSION =
  'AI video tools have made everyone a filmmaker. GenAlpha gives those films a home: a feed built for watching, a community that celebrates the craft, and credit for the creators and prompts behind every clip.';

export const ADVICE_TITLE = 'Advice for creators';
export const ADVICE = [
  'Share the prompt: people love to learn how a video was made.',
  'Pick a good title and a caption that tells the story in a sentence.',
  'Tag your videos so others can find them.',
  'Upload in the ratio you made it: vertical, square and widescreen all look right here.',
  'Reply to comments and follow the creators who inspire you.',
];

export const TOOLS_TITLE = 'Supported AI video tools';
export const TOOLS = [
  { name: 'Luma Dream Machine', text: 'Fluid, cinematic motion from text and images.' },
  { name: 'Google Veo 3', text: 'High-fidelity video with native sound.' },
  { name: 'Runway Gen-3', text: 'Precise control over camera and style.' },
  { name: 'Pika', text: 'Playful effects and quick iterations.' },
  { name: 'Adobe Generate Video', text: 'Firefly-powered clips for creative workflows.' },
  { name: 'And others', text: 'OpenAI Sora, Stability AI Video and whatever comes next.' },
];

export const GUIDELINES_TITLE = 'Community guidelines';
export const GUIDELINES = [
  'Only AI-generated videos. Real footage belongs elsewhere.',
  'No nudity or sexual content, no graphic violence, no hate speech or symbols.',
  'No spam or misleading content, and no impersonation.',
  'Respect other creators: credit ideas, disagree kindly.',
  'Report what breaks these rules; three reports hide a video until it is reviewed.',
];

import { Box, Button, Card, Container, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';

const TOOLS = [
  { name: 'Luma Dream Machine', text: 'Fluid, cinematic motion from text and images.' },
  { name: 'Google Veo 3', text: 'High-fidelity video with native sound.' },
  { name: 'Runway Gen-3', text: 'Precise control over camera and style.' },
  { name: 'Pika', text: 'Playful effects and quick iterations.' },
  { name: 'Adobe Generate Video', text: 'Firefly-powered clips for creative workflows.' },
  { name: 'And others', text: 'OpenAI Sora, Stability AI Video and whatever comes next.' },
];

const ADVICE = [
  'Share the prompt: people love to learn how a video was made.',
  'Pick a good title and a caption that tells the story in a sentence.',
  'Tag your videos so others can find them.',
  'Upload in the ratio you made it: vertical, square and widescreen all look right here.',
  'Reply to comments and follow the creators who inspire you.',
];

const GUIDELINES = [
  'Only AI-generated videos. Real footage belongs elsewhere.',
  'No nudity or sexual content, no graphic violence, no hate speech or symbols.',
  'No spam or misleading content, and no impersonation.',
  'Respect other creators: credit ideas, disagree kindly.',
  'Report what breaks these rules; three reports hide a video until it is reviewed.',
];

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack as="section" gap="4">
      <Heading as="h2" size="xl">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function AboutPage() {
  return (
    <Container maxW="4xl" py={{ base: '8', md: '14' }} px={{ base: '4', md: '6' }}>
      <Stack gap="12">
        <Box textAlign="center">
          <Heading
            as="h1"
            size={{ base: '3xl', md: '4xl' }}
            mb="4"
            bgGradient="to-r"
            gradientFrom="purple.400"
            gradientTo="pink.400"
            bgClip="text"
            color="transparent"
          >
            About GenAlpha
          </Heading>
          <Text fontSize="lg" color="fg.muted" maxW="2xl" mx="auto">
            The fastest, most trustworthy home for short AI-generated videos. We are opening first to the first 100 creators: the generationalpha.
          </Text>
        </Box>

        <Section title="Our mission">
          <Text>
            AI video tools have made everyone a filmmaker. GenAlpha gives those films a home: a feed built for watching, a community that celebrates the craft,
            and credit for the creators and prompts behind every clip.
          </Text>
        </Section>

        <Section title="Advice for creators">
          <List.Root gap="2" ps="5">
            {ADVICE.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </Section>

        <Section title="Supported AI video tools">
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
            {TOOLS.map((tool) => (
              <Card.Root key={tool.name} variant="subtle">
                <Card.Body gap="1">
                  <Text fontWeight="semibold">{tool.name}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {tool.text}
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </Section>

        <Section title="Community guidelines">
          <List.Root gap="2" ps="5">
            {GUIDELINES.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </Section>

        <Box textAlign="center">
          <Button asChild colorPalette="purple" size="lg">
            <RouterLink to="/upload">Share your first video</RouterLink>
          </Button>
        </Box>
      </Stack>
    </Container>
  );
}

import { Box, Button, Card, Container, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ABOUT_TAGLINE, ABOUT_TITLE, ADVICE, ADVICE_TITLE, GUIDELINES, GUIDELINES_TITLE, MISSION, MISSION_TITLE, TOOLS, TOOLS_TITLE } from './about-copy';

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
            {ABOUT_TITLE}
          </Heading>
          <Text fontSize="lg" color="fg.muted" maxW="2xl" mx="auto">
            {ABOUT_TAGLINE}
          </Text>
        </Box>

        <Section title={MISSION_TITLE}>
          <Text>{MISSION}</Text>
        </Section>

        <Section title={ADVICE_TITLE}>
          <List.Root gap="2" ps="5">
            {ADVICE.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </Section>

        <Section title={TOOLS_TITLE}>
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

        <Section title={GUIDELINES_TITLE}>
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

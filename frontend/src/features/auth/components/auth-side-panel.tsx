import { Box, Flex, Heading, Icon, Stack, Text } from '@chakra-ui/react';
import { Play, Sparkles, Upload, Users } from 'lucide-react';

const FEATURES = [
  { icon: Play, title: 'Watch & Share', text: 'Stream short AI videos in a beautiful feed and share the ones you love.' },
  { icon: Users, title: 'Creator Community', text: 'Follow creators, like and comment, and climb the leaderboard.' },
  { icon: Sparkles, title: 'AI-Powered', text: 'Made with Sora, Veo 3, Runway, Luma, Pika and more.' },
  { icon: Upload, title: 'Upload Videos', text: 'Share your own creations with the prompt and tool behind them.' },
];

/** Large screens only. */
export function AuthSidePanel() {
  return (
    <Box
      display={{ base: 'none', lg: 'flex' }}
      flexDirection="column"
      justifyContent="center"
      p="10"
      rounded="2xl"
      color="white"
      bgGradient="to-br"
      gradientFrom="purple.700"
      gradientTo="pink.600"
    >
      <Heading as="h2" size="2xl" mb="3">
        AI-Generated Videos
      </Heading>
      <Text opacity={0.9} mb="8">
        Discover what people make with OpenAI Sora, Google Veo 3, Runway Gen-3, Luma Dream Machine and Pika.
      </Text>
      <Stack gap="5">
        {FEATURES.map((feature) => (
          <Flex key={feature.title} gap="4" align="flex-start">
            <Flex boxSize="10" rounded="lg" bg="whiteAlpha.200" align="center" justify="center" flexShrink={0}>
              <Icon as={feature.icon} boxSize="5" aria-hidden />
            </Flex>
            <Box>
              <Text fontWeight="semibold">{feature.title}</Text>
              <Text fontSize="sm" opacity={0.85}>
                {feature.text}
              </Text>
            </Box>
          </Flex>
        ))}
      </Stack>
    </Box>
  );
}

import { AspectRatio, Box, Heading } from '@chakra-ui/react';
import { youtubeEmbedUrl } from '@domain/links/video';
import { useTranslation } from 'react-i18next';

/**
 * Privacy-enhanced embed URLs: youtube-nocookie for YouTube, the video plugin for Facebook. The
 * YouTube link goes through the parser the product schema validates with, so every saved link plays.
 */
export function embedUrl(video: {
  youtube: string | null;
  facebook: string | null;
}): string | null {
  const youtube = video.youtube ? youtubeEmbedUrl(video.youtube) : null;
  if (youtube) return youtube;
  if (video.facebook) {
    return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(video.facebook)}&show_text=false`;
  }
  return null;
}

export function VideoEmbed({
  video,
}: {
  video: { youtube: string | null; facebook: string | null };
}) {
  const { t } = useTranslation();
  const src = embedUrl(video);
  if (!src) return null;
  return (
    <Box>
      <Heading as="h2" size="md" mb="2">
        {t('catalogue.product.video')}
      </Heading>
      <AspectRatio ratio={16 / 9} rounded="xl" overflow="hidden" bg="bg.muted">
        <iframe
          src={src}
          title={t('catalogue.product.video')}
          loading="lazy"
          allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0 }}
        />
      </AspectRatio>
    </Box>
  );
}

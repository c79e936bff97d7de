import { AspectRatio, Box, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The video id of a youtube.com/watch, youtu.be, shorts or embed link. */
export function youtubeId(url: string): string | null {
  const match =
    /(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)([\w-]{11})/i.exec(
      url,
    );
  return match ? (match[1] ?? null) : null;
}

/** Privacy-enhanced embed URLs: youtube-nocookie for YouTube, the video plugin for Facebook. */
export function embedUrl(video: {
  youtube: string | null;
  facebook: string | null;
}): string | null {
  const id = video.youtube ? youtubeId(video.youtube) : null;
  if (id) return `https://www.youtube-nocookie.com/embed/${id}`;
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

// Video link rules of spec §5: YouTube and Facebook video links must match their patterns; the
// generic video field takes a link to any well-known video site.
import { isFacebookVideoLink, isVideoLink, youtubeVideoId } from '../links/video';
import { TEXT_CEILING } from './hygiene';
import { V } from './keys';
import { stringRule } from './rule';

/** Product YouTube video link. */
export const youtubeLinkSchema = stringRule({
  ceiling: TEXT_CEILING.link,
  checks: [[(value) => youtubeVideoId(value) !== null, V.youtube.invalid]],
});

/** Product Facebook video link. */
export const facebookVideoLinkSchema = stringRule({
  ceiling: TEXT_CEILING.link,
  checks: [[isFacebookVideoLink, V.facebook_video.invalid]],
});

/** Generic video link (spec §5 "must look like a video-site link"). */
export const videoLinkSchema = stringRule({
  ceiling: TEXT_CEILING.link,
  checks: [[isVideoLink, V.video.invalid]],
});

// Contact form rules (`/contact-us`): the subject and the message. Name, email and phone
// reuse the account and common rules.
import { V } from './keys';
import { stringRule } from './rule';

/** Subject: 3–100 characters. */
export const contactSubjectSchema = stringRule({
  min: [3, V.contact_subject.too_short],
  max: [100, V.contact_subject.too_long],
});

/** Message: 10–2000 characters. */
export const contactMessageSchema = stringRule({
  multiline: true,
  min: [10, V.contact_message.too_short],
  max: [2000, V.contact_message.too_long],
});

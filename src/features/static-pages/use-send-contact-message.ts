import {
  contactUsContract,
  type ContactForm as ContactFormValues,
} from '@domain/contracts/catalogue-content.contract';
import { mutationKeys, useApiMutation } from '@/lib/api';

/** `POST /api/contact-us` (idempotent: a retried message is stored once). */
export function useSendContactMessage() {
  return useApiMutation(contactUsContract, {
    mutationKey: mutationKeys.contact.send,
    request: (body: ContactFormValues) => ({ body }),
  });
}

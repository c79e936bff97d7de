import {
  CONTACT_THANKS_KEY,
  type ContactForm,
  type StaticPage,
  type StaticPageSlug,
} from '../../../domain/contracts/catalogue.contract';
import { AppError } from '../../../domain/errors';
import type { Language } from '../../../domain/status/statuses';
import type { Db } from '../../db/client';
import { findStaticPage, insertContactMessage } from './content.repository';
import { iso, pick } from './mappers';

export async function getStaticPage(
  db: Db,
  slug: StaticPageSlug,
  language: Language,
): Promise<StaticPage> {
  const row = await findStaticPage(db, slug);
  if (!row) throw new AppError('not_found', 'Page not found');
  return {
    slug,
    title: pick(language, row.titleAr, row.titleEn),
    body: pick(language, row.bodyAr, row.bodyEn),
    updatedAt: iso(row.updatedAt),
  };
}

/** Stores the message for the admin inbox (a later issue shows it there). One INSERT. */
export async function sendContactMessage(db: Db, form: ContactForm) {
  const row = await insertContactMessage(db, {
    name: form.name,
    email: form.email,
    phone: form.phone ? form.phone : null,
    subject: form.subject,
    message: form.message,
  });
  return { id: row.id, message: CONTACT_THANKS_KEY } as const;
}

// People in the panels against the real server, on a phone. An admin creates a moderator
// who then signs in with the one-time password; a reseller creates a sub-reseller in one of its
// stores.
import { expect, test, type Page } from '@playwright/test';
import {
  apiSignIn,
  atPath,
  gotoInteractive,
  newShopper,
  storageWith,
  tr,
  type Lang,
} from './fixtures';

const P = 'back_office_people';

/** Fills the account fields every new-account form has. */
async function fillAccount(page: Page, lang: Lang, person: ReturnType<typeof newShopper>) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(tr(lang, `${P}.fields.first_name`)).fill('Nour');
  await dialog.getByLabel(tr(lang, `${P}.fields.username`)).fill(person.username);
  await dialog.getByLabel(tr(lang, `${P}.fields.email`)).fill(person.email);
  await dialog.getByLabel(tr(lang, `${P}.fields.phone`)).fill(person.phone);
  await dialog.locator('input[name="password"]').fill(person.password);
  await dialog.locator('input[name="password_confirmation"]').fill(person.password);
}

function newButton(page: Page, lang: Lang, noun: string) {
  return page.getByRole('button', {
    name: tr(lang, 'crud.new').replace('{{noun}}', tr(lang, `${P}.nouns.${noun}`)),
  });
}

/** A phone with `who`'s panel session stored, in `lang`. */
function signedInPhone(who: string, lang: Lang) {
  test.use({
    viewport: { width: 390, height: 844 },
    storageState: async ({ baseURL, playwright }, use) => {
      const api = await playwright.request.newContext({ baseURL });
      const admin = await apiSignIn(api, who, { panel: true });
      await api.dispose();
      await use(storageWith(baseURL, { language: lang, user: null, admin }));
    },
  });
}

test.describe('[PEOPLE][ADMIN] an admin on a phone, in English', () => {
  signedInPhone('admin2', 'en');

  test('[PEOPLE][MODERATORS][en] an admin creates a moderator with chat; the moderator signs in and sets a new password', async ({
    page,
    browser,
    baseURL,
  }) => {
    const lang = 'en';
    const moderator = newShopper('mod');

    await gotoInteractive(page, '/admin/roles/moderators');
    await newButton(page, lang, 'moderator').click();
    const dialog = page.getByRole('dialog');
    await fillAccount(page, lang, moderator);
    // No permission: the form says which field is missing before anything is sent.
    await dialog.getByRole('button', { name: tr(lang, 'crud.save') }).click();
    await expect(dialog.getByText(tr(lang, 'validation.moderator.permissions'))).toBeVisible();
    await dialog.getByText(tr(lang, `${P}.grants.chat`), { exact: true }).click();
    await dialog.getByRole('button', { name: tr(lang, 'crud.save') }).click();
    await expect(page.getByText(tr(lang, 'crud.created'))).toBeVisible();
    const card = page.getByRole('listitem').filter({ hasText: moderator.username });
    await expect(card).toBeVisible();
    await expect(card.getByText(tr(lang, `${P}.grants.chat`))).toBeVisible();
    // The phone shows left-to-right, in English digits here.
    await expect(card.getByText(moderator.phone)).toBeVisible();

    // The new moderator signs in with the one-time password and must choose a new one.
    const other = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      storageState: storageWith(baseURL, { language: lang }),
    });
    const them = await other.newPage();
    await gotoInteractive(them, '/panel/login');
    await them.getByLabel(tr(lang, 'account.fields.identifier')).fill(moderator.username);
    await them.locator('input[name="password"]').fill(moderator.password);
    await them.getByRole('button', { name: tr(lang, 'auth.login.submit'), exact: true }).click();
    await expect(them.getByText(tr(lang, 'errors.password_change_required'))).toBeVisible();
    await them.locator('input[name="new_password"]').fill('Fresh1234x');
    await them.getByRole('button', { name: tr(lang, 'auth.login.submit'), exact: true }).click();
    await expect(them).toHaveURL(atPath('/moderator/dashboard'));
    await other.close();
  });
});

test.describe('[PEOPLE][RESELLER] a reseller on a phone, in Arabic', () => {
  signedInPhone('reseller', 'ar');

  test('[PEOPLE][SUB_RESELLERS][ar] a reseller creates a sub-reseller in one of its stores and sees it in its list', async ({
    page,
  }) => {
    const lang = 'ar';
    const sub = newShopper('sub');

    await gotoInteractive(page, '/reseller/sub_resellers');
    await newButton(page, lang, 'sub_reseller').click();
    const dialog = page.getByRole('dialog');
    // A reseller never chooses whose sub-reseller it is.
    await expect(dialog.getByLabel(tr(lang, `${P}.fields.reseller`))).toHaveCount(0);
    await fillAccount(page, lang, sub);
    await dialog.getByText(tr(lang, `${P}.grants.manage_store`), { exact: true }).click();
    const stores = dialog.getByRole('group', { name: tr(lang, `${P}.fields.stores`) });
    const firstStore = stores.getByRole('checkbox').first();
    await expect(firstStore).toBeAttached();
    // Choices read "name (@owner)"; the list shows the store's name.
    const storeLabel = (await stores.locator('label').first().innerText())
      .replace(/\s*\(@[^)]*\)\s*$/u, '')
      .trim();
    await stores.locator('label').first().click();
    await dialog.getByRole('button', { name: tr(lang, 'crud.save') }).click();
    await expect(page.getByText(tr(lang, 'crud.created'))).toBeVisible();

    const card = page.getByRole('listitem').filter({ hasText: sub.username });
    await expect(card).toBeVisible();
    await expect(card.getByText(storeLabel)).toBeVisible();
    await expect(card.getByText(tr(lang, `${P}.grants.manage_store`))).toBeVisible();
  });
});

import { describe, expect, it } from 'vitest';
import { createProviders } from '../../server/providers';
import { call, registration } from './accounts.helpers';
import { useTestApp } from './helper';

const dev = useTestApp();
const production = useTestApp({ NODE_ENV: 'production' });

describe('[ACCOUNTS] dev outbox', () => {
  it('lists email and text messages newest first, escaped, outside production', async () => {
    const body = registration();
    await call(dev.app, '/api/register', body);
    const { sms, mailer } = dev.app.providers;
    expect(mailer.kind).toBe('outbox');
    await sms.send({ to: '01012345678', text: 'رمزك هو: 123456 <script>' });
    const json = (await call(dev.app, '/dev/outbox.json')).json().data;
    expect(json[0]).toMatchObject({ channel: 'sms', to: '01012345678' });
    expect(json[1]).toMatchObject({ channel: 'email', to: body.email });

    const page = await call(dev.app, '/dev/outbox');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('&#60;script&#62;');
    expect(page.body).not.toContain('<script>');
    expect(page.body.indexOf('01012345678')).toBeLessThan(page.body.indexOf(body.email));
  });

  it('does not exist in production', async () => {
    expect((await call(production.app, '/dev/outbox')).statusCode).toBe(404);
    expect((await call(production.app, '/dev/outbox.json')).statusCode).toBe(404);
  });

  it('uses SMTP when SMTP_URL is set', () => {
    const env = { ...dev.env, smtpUrl: 'smtp://localhost:2525', mailFrom: 'Dukkan <a@b.co>' };
    expect(createProviders(env, dev.database.db).mailer.kind).toBe('smtp');
  });
});

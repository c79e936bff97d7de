import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStateForTests } from '@/lib/session/storage';
import { renderWithApp } from '@/test/render';
import { ContactForm } from './contact-form';

function fill(label: string | RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

describe('[STATIC][CONTACT] the contact form', () => {
  beforeEach(() => resetStateForTests());

  it('checks with the domain schema before sending: field errors in Arabic, nothing sent', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderWithApp(<ContactForm onSent={vi.fn()} />);
    fill(/البريد الإلكتروني/, 'not-an-email');
    fireEvent.click(screen.getByRole('button', { name: 'إرسال' }));
    expect(await screen.findByText('أدخل بريدًا إلكترونيًا صحيحًا.')).toBeTruthy();
    expect(screen.getAllByText('هذا الحقل مطلوب.').length).toBe(3);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps what was typed and shows the server field error under its field in English', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: {
                code: 'validation_failed',
                message: 'Invalid',
                fields: [{ path: 'message', message: 'validation.contact_message.too_short' }],
              },
            }),
            { status: 400 },
          ),
      ),
    );
    const onSent = vi.fn();
    renderWithApp(<ContactForm onSent={onSent} />, { language: 'en' });
    fill(/^Name/, 'Mona Adel');
    fill(/^Email/, 'mona@example.com');
    fill(/^Subject/, 'Delivery question');
    fill(/^Your message/, 'When will my order arrive at home?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('The message must be at least 10 characters.')).toBeTruthy();
    expect((screen.getByLabelText(/^Your message/) as HTMLTextAreaElement).value).toBe(
      'When will my order arrive at home?',
    );
    expect(onSent).not.toHaveBeenCalled();
  });

  it('posts the message and reports success', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { id: 1, message: 'catalogue.contact.thanks' } }), {
          status: 201,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    const onSent = vi.fn();
    renderWithApp(<ContactForm onSent={onSent} />, { language: 'en' });
    fill(/^Name/, 'Mona Adel');
    fill(/^Email/, 'mona@example.com');
    fill(/^Subject/, 'Delivery question');
    fill(/^Your message/, 'When will my order arrive at home?');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSent).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact-us');
    // Sent once stored once: a retried message carries the same key (DESIGN §8).
    expect(new Headers(init.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Mona Adel',
      email: 'mona@example.com',
      subject: 'Delivery question',
      message: 'When will my order arrive at home?',
    });
  });
});

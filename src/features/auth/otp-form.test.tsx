import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readState } from '@/lib/session';
import { resetStateForTests } from '@/lib/session/storage';
import { renderWithApp } from '@/test/render';
import { buildSession } from '@/test/sessions';
import { otpTarget } from './auth-state';
import { OtpForm } from './otp-form';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const target = {
  verification: {
    channel: 'email' as const,
    target: 'mona@example.com',
    masked: 'mo***@example.com',
    retryAfter: 60,
  },
  phone: '01012345678',
};

beforeEach(() => {
  resetStateForTests();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('[AUTH][OTP] confirming the code', () => {
  it('shows the masked target and a resend countdown in Arabic-Indic digits', () => {
    renderWithApp(<OtpForm initial={target} />, { language: 'ar' });
    expect(screen.getByText('mo***@example.com')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'أرسل رمزًا جديدًا بعد ٦٠ ث' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('sends a pasted Arabic-Indic code as ASCII, stores the session and leaves /otp', async () => {
    const session = {
      ...buildSession({ token: 'fresh' }),
      email: null,
      phone: null,
      language: 'ar',
      cart_items_count: 0,
    };
    fetchMock.mockResolvedValue(json({ data: { session } }));
    otpTarget.set(target);
    const { router } = renderWithApp(<OtpForm initial={target} />, {
      language: 'ar',
      path: '/otp',
    });
    fireEvent.input(screen.getByLabelText(/^الرمز/), { target: { value: '٤٨٢٩١٣' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/verify');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'mona@example.com', code: '482913' });
    expect(readState().user?.token).toBe('fresh');
    expect(otpTarget.get()).toBeNull();
  });

  it('shows a wrong code in English and keeps it for correction', async () => {
    fetchMock.mockResolvedValue(json({ error: { code: 'otp_invalid', message: 'x' } }, 400));
    renderWithApp(<OtpForm initial={target} />, { language: 'en' });
    fireEvent.input(screen.getByLabelText(/^Code/), { target: { value: '111111' } });
    await screen.findByText('The code is wrong or has expired.');
    expect((screen.getByLabelText(/^Code/) as HTMLInputElement).value).toBe('111111');
    expect(readState().user).toBeNull();
  });
});

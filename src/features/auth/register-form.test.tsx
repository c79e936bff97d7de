import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetStateForTests } from '@/lib/session/storage';
import { renderWithApp } from '@/test/render';
import { otpTarget } from './auth-state';
import { RegisterForm, registerPayload } from './register-form';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function fill(label: string | RegExp, value: string) {
  fireEvent.input(screen.getByLabelText(label), { target: { value } });
}

function fillValid(labels: Record<string, RegExp>) {
  fill(labels.name!, 'Mona Adel');
  fill(labels.username!, 'mona_adel');
  fill(labels.email!, 'mona@example.com');
  fill(labels.phone!, '01012345678');
  fill(labels.password!, 'Secret123');
  fill(labels.confirm!, 'Secret123');
}

const EN = {
  name: /^Full name/,
  username: /^Username/,
  email: /^Email/,
  phone: /^Phone number/,
  password: /^Password/,
  confirm: /^Confirm password/,
};

beforeEach(() => {
  resetStateForTests();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('[AUTH][REGISTER] form', () => {
  it('splits the full name at the first space for the API', () => {
    const payload = registerPayload(
      {
        name: '  Abd   El Rahman  Ali ',
        username: 'abd',
        email: 'a@b.co',
        phone: '01012345678',
        password: 'Secret123',
        password_confirmation: 'Secret123',
        channel: 'phone',
      },
      'ar',
    );
    expect(payload).toMatchObject({
      first_name: 'Abd',
      last_name: 'El Rahman Ali',
      language: 'ar',
    });
    expect(payload).not.toHaveProperty('name');
  });

  it('shows each rule broken in Arabic and sends nothing', async () => {
    renderWithApp(<RegisterForm />, { language: 'ar' });
    fill(/^الاسم بالكامل/, 'منى1');
    fill(/^البريد الإلكتروني/, 'not-an-email');
    fill(/^رقم الهاتف/, '02012345678');
    fill(/^كلمة المرور/, 'secret');
    fill(/^تأكيد كلمة المرور/, 'other');
    fireEvent.click(screen.getByRole('button', { name: 'إنشاء الحساب' }));
    await screen.findByText('الاسم يجب ألا يحتوي على أرقام.');
    expect(screen.getByText('أدخل بريدًا إلكترونيًا صحيحًا.')).toBeTruthy();
    expect(screen.getByText('رقم الهاتف يجب أن يبدأ بـ ٠١.')).toBeTruthy();
    expect(screen.getByText('هذا الحقل مطلوب.')).toBeTruthy(); // username
    expect(screen.getByText('كلمتا المرور غير متطابقتين.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the same rules in English', async () => {
    renderWithApp(<RegisterForm />, { language: 'en' });
    fill(EN.username, 'has space');
    fill(EN.password, 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Username must not contain spaces.');
    // The password rule is also the field's helper, so it shows twice once broken.
    expect(
      screen.getAllByText(
        'Password must be at least 6 characters and include a capital letter and a number.',
      ).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(3);
  });

  it('puts the server field errors on the fields and keeps what was typed', async () => {
    fetchMock.mockResolvedValue(
      json(
        {
          error: {
            code: 'conflict',
            message: 'taken',
            fields: [
              { path: 'username', message: 'validation.username.taken' },
              { path: 'last_name', message: 'validation.name.symbols' },
            ],
          },
        },
        409,
      ),
    );
    renderWithApp(<RegisterForm />, { language: 'en' });
    fillValid(EN);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('This username is already taken.');
    expect(screen.getByText('Name must contain letters only, without symbols.')).toBeTruthy();
    expect((screen.getByLabelText(EN.username) as HTMLInputElement).value).toBe('mona_adel');
    expect((screen.getByLabelText(EN.password) as HTMLInputElement).value).toBe('Secret123');
    const body = JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;
    expect(body).toMatchObject({ first_name: 'Mona', last_name: 'Adel', channel: 'email' });
  });

  it('says "not online" when offline and keeps the form', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      renderWithApp(<RegisterForm />, { language: 'en' });
      fillValid(EN);
      fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
      await screen.findByText('You are not online. Check your connection and try again.');
      expect((screen.getByLabelText(EN.email) as HTMLInputElement).value).toBe('mona@example.com');
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });

  it('checks a taken username live when the field is left', async () => {
    fetchMock.mockResolvedValue(
      json({ data: { valid: false, fields: { username: 'validation.username.taken' } } }),
    );
    renderWithApp(<RegisterForm />, { language: 'ar' });
    fill(/^اسم المستخدم/, 'user');
    fireEvent.blur(screen.getByLabelText(/^اسم المستخدم/));
    await screen.findByText('اسم المستخدم هذا مستخدم بالفعل.');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/register-validation');
    expect(JSON.parse(String(init?.body))).toEqual({ username: 'user' });
  });

  it('goes to /otp with the masked target after registering', async () => {
    const verification = {
      channel: 'email',
      target: 'mona@example.com',
      masked: 'mo***@example.com',
      retryAfter: 60,
    };
    fetchMock.mockResolvedValue(json({ data: { verification } }));
    const { router } = renderWithApp(<RegisterForm />, { language: 'en', path: '/login/register' });
    fillValid(EN);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/otp'));
    expect(otpTarget.get()).toEqual({ verification, phone: '01012345678' });
  });
});

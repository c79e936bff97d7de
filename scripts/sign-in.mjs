/**
 * A demo account's session for the scripts that drive a running server (screenshots, hydration
 * check): `path` is `/api/panel/login` or `/api/login`; none without an identifier.
 */
export async function signIn(base, identifier, path) {
  if (!identifier) return null;
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password: process.env.PANEL_PASSWORD ?? 'Dukkan@2026' }),
  });
  const { data } = await response.json();
  if (!data?.session) throw new Error(`${identifier} did not sign in: ${JSON.stringify(data)}`);
  return data.session;
}

import { describe, expect, it } from 'vitest';
import { readServerState } from './server-state';

function page(json: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (json !== null) {
    const script = doc.createElement('script');
    script.type = 'application/json';
    script.id = 'dukkan-ssr';
    script.textContent = json;
    doc.body.append(script);
  }
  return doc;
}

describe('[SSR] reading the server state', () => {
  it('answers the state the server rendered with', () => {
    const state = { language: 'en', isDarkMode: true, queries: {}, router: { loaderData: {} } };
    expect(readServerState(page(JSON.stringify(state)))).toEqual(state);
  });

  it('answers null without a state, or with a broken or foreign one', () => {
    expect(readServerState(page(null))).toBeNull();
    expect(readServerState(page('{not json'))).toBeNull();
    expect(
      readServerState(page('{"language":"fr","isDarkMode":false,"router":{"loaderData":{}}}')),
    ).toBeNull();
    expect(readServerState(page('{"language":"ar","isDarkMode":"no"}'))).toBeNull();
  });
});

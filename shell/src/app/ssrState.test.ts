import { readSsrState, serializeSsrState, SSR_STATE_ELEMENT_ID, type SsrState } from './ssrState';

const state = (name: string): SsrState => ({ store: { vinApi: { queries: { q: { data: { name } } } } }, ageConfirmed: true, ageRefused: false, notFoundPath: null, apiFailed: false, regionsLeftToBrowser: 0 });

describe('the server state in the page', () => {
  it('cannot end or change its <script> element: <, > and & are escaped, and it reads back the same', () => {
    const hostile = '</script><script>alert(1)</script><!-- & \u2028';
    const json = serializeSsrState(state(hostile));
    expect(json).not.toMatch(/[<>&\u2028]/);
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${json}</script>`;
    expect(readSsrState()).toEqual(state(hostile));
  });

  it('is null for a page the server did not render, or a broken one', () => {
    document.body.innerHTML = '';
    expect(readSsrState()).toBeNull();
    document.body.innerHTML = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">{nope</script>`;
    expect(readSsrState()).toBeNull();
  });
});

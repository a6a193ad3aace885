import { act, render, screen } from '@testing-library/react';
import { OfflineNotice } from './OfflineNotice';
import { TEXTS } from '../texts';

function setOnline(value: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
  window.dispatchEvent(new Event(value ? 'online' : 'offline'));
}

afterEach(() => setOnline(true));

test('shows the Swedish offline notice only while the browser is offline', () => {
  setOnline(true);
  render(<OfflineNotice />);
  expect(screen.queryByRole('status')).toBeNull();

  act(() => setOnline(false));
  expect(screen.getByRole('status')).toHaveTextContent(TEXTS.offline.notice);

  act(() => setOnline(true));
  expect(screen.queryByRole('status')).toBeNull();
});

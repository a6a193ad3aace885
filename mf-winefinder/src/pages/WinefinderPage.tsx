import { Route, Routes } from 'react-router-dom';
import { ChatPage } from '../chat';
import { ResultsPage } from '../results';

/** Mounted by the shell at /winefinder/*: child '' is the chat, child 'results' the results page. */
export default function WinefinderPage() {
  return (
    <Routes>
      <Route index element={<ChatPage />} />
      <Route path="results" element={<ResultsPage />} />
    </Routes>
  );
}

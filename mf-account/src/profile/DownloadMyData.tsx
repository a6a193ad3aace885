import { useState } from 'react';
import { bus } from '@vinkompassen/shared-contracts';
import { TEXTS } from '../texts';
import { useLazyGetMyDataQuery } from '../ui/accountApi';

/** "Ladda ner mina uppgifter": everything the service holds about the user, saved as a JSON file. */
export function DownloadMyData() {
  const [fetchData, { isFetching }] = useLazyGetMyDataQuery();
  const [done, setDone] = useState(false);

  const download = async () => {
    if (isFetching) return;
    setDone(false);
    const result = await fetchData({});
    if (!result.data) {
      bus.publish('error/show');
      return;
    }
    const url = URL.createObjectURL(new Blob([JSON.stringify(result.data, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = TEXTS.myData.fileName;
    link.click();
    // After the click has started the download.
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setDone(true);
  };

  return (
    <section className="acc-danger acc-my-data" aria-labelledby="acc-my-data-heading">
      <h2 id="acc-my-data-heading">{TEXTS.myData.heading}</h2>
      <p>{TEXTS.myData.intro}</p>
      <button type="button" className="vk-button" aria-disabled={isFetching || undefined} onClick={() => void download()}>
        {isFetching ? TEXTS.myData.preparing : TEXTS.myData.download}
      </button>
      <p role="status">{done ? TEXTS.myData.ready : ''}</p>
    </section>
  );
}

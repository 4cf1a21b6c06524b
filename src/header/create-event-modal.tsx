/**
 * "How do you want to build your event?" (product limits): two options. Picking one sets it loading
 * (which disables both, product states) and navigates.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Modal } from '../design-system';
import { useHeaderContext } from '../context/header-context';
import { getCreateWithAiUrl, getStartFromScratchUrl } from '../routes/create-event-links';

const Options = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 16px;
`;

type Option = 'scratch' | 'ai';

/**
 * The options start idle every time they are shown: the Modal mounts its content on opening and
 * unmounts it on closing, and a page restored from the back/forward cache (Back after picking one)
 * comes back with its old state, so `pageshow` with `persisted` resets them too. Otherwise both
 * stay disabled for good.
 */
function CreateEventOptions() {
  const { environment, messages, assignLocation } = useHeaderContext();
  const [picked, setPicked] = useState<Option | null>(null);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setPicked(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const pick = (option: Option, url: string) => {
    setPicked(option);
    assignLocation(url);
  };
  return (
    <Options>
      <Button
        variant="primary"
        size="large"
        state={picked === 'scratch' ? 'loading' : 'idle'}
        disabled={picked !== null}
        onClick={() => pick('scratch', getStartFromScratchUrl(environment))}
      >
        {messages.createFromScratch}
      </Button>
      <Button
        variant="secondary"
        size="large"
        state={picked === 'ai' ? 'loading' : 'idle'}
        disabled={picked !== null}
        onClick={() => pick('ai', getCreateWithAiUrl(environment))}
      >
        {messages.createWithAi}
      </Button>
    </Options>
  );
}

export interface CreateEventModalProps {
  isOpen: boolean;
  onClose: () => void;
}

export default function CreateEventModal({ isOpen, onClose }: CreateEventModalProps) {
  const { messages } = useHeaderContext();
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={messages.createModalTitle}>
      <CreateEventOptions />
    </Modal>
  );
}

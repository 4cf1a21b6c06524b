/**
 * "How do you want to build your event?" (spec 9): two options. Picking one sets it loading
 * (which disables it, spec 4) and navigates.
 */
import { useState } from 'react';
import styled from 'styled-components';
import { Button, Modal } from '../design-system';
import { useHeaderContext } from '../context/header-context';
import { getCreateWithAiUrl, getStartFromScratchUrl } from '../routes/header-links';

const Options = styled.div`
  display: grid;
  gap: 12px;
  margin-top: 16px;
`;

type Option = 'scratch' | 'ai';

export interface CreateEventModalProps {
  isOpen: boolean;
  onClose: () => void;
}

export default function CreateEventModal({ isOpen, onClose }: CreateEventModalProps) {
  const { environment, messages, assignLocation } = useHeaderContext();
  const [picked, setPicked] = useState<Option | null>(null);
  const pick = (option: Option, url: string) => {
    setPicked(option);
    assignLocation(url);
  };
  return (
    <Modal isOpen={isOpen} onClose={onClose} title={messages.createModalTitle}>
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
    </Modal>
  );
}

import { type DragEvent, useId, useState } from 'react';
import { FiUploadCloud } from 'react-icons/fi';
import styled from 'styled-components';
import { DashedBox } from '../../../components/ui/DashedBox';
import { adminToolButtonStyle } from '../AdminPanel';
import { DROP_COPY } from './installs-content';

const StyledIcon = styled(FiUploadCloud)`
  color: ${({ theme }) => theme.colors.teal};
`;

const StyledPrompt = styled.p`
  color: ${({ theme }) => theme.colors.ink};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The input stays in the page (for keyboards and screen readers), drawn as the button beside the prompt. */
const StyledInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

const StyledChoose = styled.label`
  ${adminToolButtonStyle}
  input:focus-visible + & {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledHint = styled.p`
  font-size: ${({ theme }) => theme.font.size.xs};
`;

type FileDropProps = { onFiles: (files: File[]) => void };

/** Files dropped on the zone or chosen with its button. */
export function FileDrop({ onFiles }: FileDropProps) {
  const id = useId();
  const [over, setOver] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    onFiles([...event.dataTransfer.files]);
  };
  return (
    <DashedBox
      $tone={over ? 'active' : 'info'}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <StyledIcon size={32} aria-hidden />
      <StyledPrompt>{DROP_COPY.prompt}</StyledPrompt>
      <span>{DROP_COPY.or}</span>
      <StyledInput
        id={id}
        type="file"
        multiple
        aria-label={DROP_COPY.label}
        onChange={(event) => {
          onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <StyledChoose htmlFor={id}>{DROP_COPY.choose}</StyledChoose>
      <StyledHint>{DROP_COPY.hint}</StyledHint>
    </DashedBox>
  );
}

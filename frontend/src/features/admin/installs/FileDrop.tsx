import { type DragEvent, useId, useState } from 'react';
import { FiUploadCloud } from 'react-icons/fi';
import styled from 'styled-components';
import { DROP_COPY } from './installs-content';

const StyledZone = styled.div<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  padding: ${({ theme }) => theme.spacing(8, 4)};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.colors.teal : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $over }) => ($over ? theme.colors.tealSoft : theme.colors.foam)};
  color: ${({ theme }) => theme.colors.muted};
  text-align: center;
  transition: background ${({ theme }) => theme.motion.fast};
  svg {
    color: ${({ theme }) => theme.colors.teal};
  }
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
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: ${({ theme }) => theme.spacing(2, 4)};
  border: 1px solid ${({ theme }) => theme.colors.teal};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.tealDeep};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.tealSoft};
  }
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
    <StyledZone
      $over={over}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <FiUploadCloud size={32} aria-hidden />
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
    </StyledZone>
  );
}

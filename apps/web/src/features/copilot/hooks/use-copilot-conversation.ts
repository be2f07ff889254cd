import { useCallback, useEffect, useRef, useState } from 'react';
import type { CopilotAnswer, CopilotContext, CopilotMention, SegmentDefinition } from '@sendwell/contracts';
import { CopilotProgressTexts } from '@sendwell/domain';
import { errorMessage } from '../../../lib/api-client';
import { useSendCopilotPrompt } from '../api/copilot-api';

export type ChatMessage =
  | { id: string; role: 'user'; text: string }
  | { id: string; role: 'AI'; text: string; outcome: CopilotAnswer['outcome']; version: number | null };

export interface SegmentVersion {
  version: number;
  messageId: string;
  definition: SegmentDefinition;
  analysis: string;
}

/** How long each distinct progress text of a finished generation stays on screen. */
const STEP_MS = 350;

/** The progress texts of a generation in order, each once for a run of equal ones. */
const progressTexts = (answer: CopilotAnswer): string[] =>
  answer.steps
    .map((step) => step.text)
    .filter((text, index, texts): text is string => text !== null && text !== texts[index - 1]);

/**
 * The chat and its versions: each prompt is sent with the prompts behind the latest version, so a
 * follow-up makes version n + 1; an answer's generation steps are shown by their progress texts
 * before it appears. The newest version is the one previewed until another is chosen.
 */
export const useCopilotConversation = () => {
  const send = useSendCopilotPrompt();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [versions, setVersions] = useState<SegmentVersion[]>([]);
  const [previewing, setPreviewing] = useState<number | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const context = useRef<CopilotContext>({ prompts: [], version: 0 });
  const timers = useRef<number[]>([]);

  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), []);

  const receive = useCallback((answer: CopilotAnswer) => {
    context.current = answer.context;
    setMessages((list) => [
      ...list,
      { id: answer.id, role: 'AI', text: answer.text, outcome: answer.outcome, version: answer.version },
    ]);
    if (answer.version !== null && answer.jsonOutput) {
      const version: SegmentVersion = {
        version: answer.version,
        messageId: answer.id,
        definition: answer.jsonOutput,
        analysis: answer.segmentAnalysis ?? '',
      };
      setVersions((list) => [...list, version]);
      setPreviewing(version.version);
    }
    setProgress(null);
  }, []);

  const ask = useCallback(
    (query: string, enrichmentArray: CopilotMention[] = []) => {
      setMessages((list) => [...list, { id: `user-${list.length}`, role: 'user', text: query }]);
      setProgress(CopilotProgressTexts.analyzing);
      send.mutate(
        { query, enrichmentArray, context: context.current },
        {
          onSuccess: (answer) => {
            const texts = progressTexts(answer).slice(1);
            texts.forEach((text, index) => {
              timers.current.push(window.setTimeout(() => setProgress(text), STEP_MS * (index + 1)));
            });
            timers.current.push(window.setTimeout(() => receive(answer), STEP_MS * (texts.length + 1)));
          },
          onError: () => setProgress(null),
        },
      );
    },
    [receive, send],
  );

  return {
    messages,
    versions,
    previewing,
    setPreviewing,
    /** The progress text of the step running now, while a prompt is answered. */
    progress,
    busy: progress !== null,
    error: send.error ? errorMessage(send.error) : null,
    ask,
  };
};

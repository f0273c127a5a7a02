import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@ped/domain';
import { Checkbox, Stack } from '@ped/ui';

interface EventChoicesProps {
  value: WebhookEventType[];
  onChange(next: WebhookEventType[]): void;
}

/** One checkbox per event, in the order of an order's life, each with its code. */
export function EventChoices({ value, onChange }: EventChoicesProps) {
  return (
    <Stack $gap={4}>
      {WEBHOOK_EVENT_TYPES.map((type) => (
        <Checkbox
          key={type}
          label={
            <>
              {WEBHOOK_EVENT_LABELS[type]} <code>{type}</code>
            </>
          }
          checked={value.includes(type)}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? WEBHOOK_EVENT_TYPES.filter((t) => t === type || value.includes(t))
                : value.filter((t) => t !== type),
            )
          }
        />
      ))}
    </Stack>
  );
}

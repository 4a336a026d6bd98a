import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { Card } from './CardGrid';
import { IconBadge } from './IconBadge';

type FeatureCardProps = {
  icon: IconType;
  title: string;
  description: string;
  /** For rows of four: a smaller badge and title. */
  compact?: boolean;
  /** Between the badge and the title, e.g. a figure that backs the claim. */
  children?: ReactNode;
};

/** One card of a CardGrid that presents a feature or a claim: its icon, a title and a sentence. */
export function FeatureCard({ icon: Icon, title, description, compact = false, children }: FeatureCardProps) {
  return (
    <Card $compact={compact}>
      <IconBadge $size={compact ? 48 : 52}>
        <Icon size={compact ? 24 : 26} aria-hidden="true" focusable="false" />
      </IconBadge>
      {children}
      <h3>{title}</h3>
      <p>{description}</p>
    </Card>
  );
}

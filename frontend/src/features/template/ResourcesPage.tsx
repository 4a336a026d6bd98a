import { FiBookOpen, FiCode, FiFileText, FiLayout, FiUsers, FiVideo } from 'react-icons/fi';
import type { IconType } from 'react-icons';
import styled from 'styled-components';
import { paths } from '../../config/paths';
import { PageHead } from '../../components/page/PageHead';
import { media } from '../../styles/theme';
import { type ResourceKind, resourcesPage } from './template-content';
import { TemplateGrid } from './TemplateGrid';
import { TemplateHero } from './TemplateHero';
import { templateColors } from '../../styles/template-theme';

const KIND_ICONS: Record<ResourceKind, IconType> = {
  Guide: FiBookOpen,
  Webinar: FiVideo,
  'Case study': FiFileText,
  Documentation: FiCode,
  Template: FiLayout,
  Community: FiUsers,
};

const StyledGrid = styled(TemplateGrid)`
  gap: ${({ theme }) => theme.spacing(5)};
  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`;

const StyledCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(3)};
  padding: ${({ theme }) => theme.spacing(6)};
  border: 1px solid ${templateColors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${templateColors.white};
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    transform ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${templateColors.accent};
    transform: translateY(-2px);
  }
  ${media.reducedMotion} {
    &:hover {
      transform: none;
    }
  }
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg};
    letter-spacing: -0.01em;
  }
`;

const StyledKind = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(2)};
  color: ${templateColors.accentDeep};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  letter-spacing: 0.06em;
  text-transform: uppercase;
  svg {
    width: 32px;
    height: 32px;
    padding: 7px;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${templateColors.accentSoft};
    color: ${templateColors.accent};
  }
`;

const StyledMeta = styled.p`
  margin-top: auto;
  color: ${templateColors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export function ResourcesPage() {
  return (
    <>
      <PageHead title={resourcesPage.title} description={resourcesPage.description} path={paths.resources} />
      <TemplateHero eyebrow={resourcesPage.eyebrow} heading={resourcesPage.heading} intro={resourcesPage.intro} />
      <StyledGrid>
        {resourcesPage.items.map((item) => {
          const Icon = KIND_ICONS[item.kind];
          return (
            <StyledCard key={item.title}>
              <StyledKind>
                <Icon aria-hidden="true" focusable="false" />
                {item.kind}
              </StyledKind>
              <h2>{item.title}</h2>
              <p>{item.description}</p>
              <StyledMeta>{item.meta}</StyledMeta>
            </StyledCard>
          );
        })}
      </StyledGrid>
    </>
  );
}

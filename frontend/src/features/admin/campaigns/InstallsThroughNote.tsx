import { FiDownloadCloud } from 'react-icons/fi';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatShortDay } from '../../../components/stats/format';
import { paths } from '../../../config/paths';
import { useGetInstallsThroughQuery } from './campaigns-api';
import { INSTALLS_THROUGH_COPY } from './campaigns-content';

const StyledNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1, 2)};
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.teal};
  }
  a {
    color: ${({ theme }) => theme.colors.tealDeep};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/** "App Store through Nov 24, Google Play through Nov 20": past those days a store's installs are not known yet, which is not 0. */
export function InstallsThroughNote() {
  const { data } = useGetInstallsThroughQuery();
  if (!data) return null;
  const stores = INSTALLS_THROUGH_COPY.stores;
  if (data.appStore === null && data.playStore === null) {
    return (
      <StyledNote>
        <FiDownloadCloud aria-hidden="true" />
        {INSTALLS_THROUGH_COPY.none}
        <Link to={paths.adminInstalls}>{INSTALLS_THROUGH_COPY.importLink}</Link>
      </StyledNote>
    );
  }
  const line = (['appStore', 'playStore'] as const)
    .map((store) => {
      const day = data[store];
      return day === null ? INSTALLS_THROUGH_COPY.notYet(stores[store]) : INSTALLS_THROUGH_COPY.through(stores[store], formatShortDay(day));
    })
    .join(', ');
  return (
    <StyledNote>
      <FiDownloadCloud aria-hidden="true" />
      {line}
    </StyledNote>
  );
}

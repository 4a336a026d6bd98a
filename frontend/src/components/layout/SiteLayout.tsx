import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Footer } from './Footer';
import { Header } from './Header';

const StyledShell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

const StyledMain = styled.main`
  flex: 1;
`;

/** Header, page and footer: the frame of every page of the Lineup site. */
export function SiteLayout() {
  return (
    <StyledShell>
      <Header />
      <StyledMain id="main">
        <Outlet />
      </StyledMain>
      <Footer />
    </StyledShell>
  );
}

import styled from 'styled-components';
import { paths } from '../../config/paths';
import { PageHead } from '../../components/page/PageHead';
import { StoreButtons } from '../../components/store/StoreButtons';
import { WaveArt } from '../../components/visuals/WaveArt';
import { storeClick } from '../../lib/page-markup';
import { QR_CONTENT } from './download-content';

const QR_LABEL = 'qr_app';

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 70vh;
  background: linear-gradient(180deg, ${({ theme }) => theme.colors.foam} 0%, ${({ theme }) => theme.colors.tealSoft} 100%);
`;

const StyledCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(5)};
  width: calc(100% - ${({ theme }) => theme.spacing(8)});
  max-width: 520px;
  margin: ${({ theme }) => theme.spacing(16)} auto ${({ theme }) => theme.spacing(10)};
  padding: ${({ theme }) => theme.spacing(10, 6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadow.card};
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xxl};
    letter-spacing: -0.02em;
  }
  p {
    max-width: 40ch;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

const StyledWaves = styled(WaveArt)`
  margin-top: auto;
`;

/** /qr/app: where printed QR codes lead; the first-paint script records the visit's platform and each store tap. */
export function QrAppPage() {
  return (
    <StyledPage>
      <PageHead title={QR_CONTENT.meta.title} description={QR_CONTENT.meta.description} path={paths.qrApp} />
      <StyledCard>
        <h1>{QR_CONTENT.title}</h1>
        <p>{QR_CONTENT.lead}</p>
        <StoreButtons align="center" tracking={storeClick(QR_LABEL)} />
      </StyledCard>
      <StyledWaves />
    </StyledPage>
  );
}

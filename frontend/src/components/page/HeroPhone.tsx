import { SplitPhone } from '../ui/Split';
import { ForecastScreen } from '../visuals/AppScreens';
import { PhoneFrame } from '../visuals/PhoneFrame';

type HeroPhoneProps = { label: string };

/** The visual of the app's heroes: the phone open on today's forecast. */
export function HeroPhone({ label }: HeroPhoneProps) {
  return (
    <SplitPhone>
      <PhoneFrame label={label}>
        <ForecastScreen />
      </PhoneFrame>
    </SplitPhone>
  );
}

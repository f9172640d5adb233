import { useNavigation } from 'react-router';
import { LoadingBar } from './LoadingBar';

/** The loading bar while the router loads the next page (its lazily loaded code, spec §2). */
export function RouteProgress() {
  const navigation = useNavigation();
  return <LoadingBar active={navigation.state !== 'idle'} />;
}

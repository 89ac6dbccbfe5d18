import { Hero } from '@/features/home/components/hero';
import { HowItWorks } from '@/features/home/components/how-it-works';
import { JoinCommunity } from '@/features/home/components/join-community';
import { NewestAdditions } from '@/features/home/components/newest-additions';

export default function HomePage() {
  return (
    <>
      <Hero />
      <NewestAdditions />
      <HowItWorks />
      <JoinCommunity />
    </>
  );
}

import { TransferCard } from '../components/TransferCard.js'

/** The creation card on the home page (slot "home.hero" of the web shell). */
export default function HomeTransferCard() {
  return <TransferCard />
}

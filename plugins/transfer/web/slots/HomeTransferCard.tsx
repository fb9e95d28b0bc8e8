import { SendBackground, TransferCard } from '../components/TransferCard.js'

/**
 * The creation card on the home page (slot "home.hero" of the web shell): the same card as /transfer, so the
 * same send-page background around it for a signed-in member whose plan allows customisation; an anonymous
 * visitor belongs to no organisation, and sees the card alone.
 */
export default function HomeTransferCard() {
  return (
    <SendBackground>
      <TransferCard />
    </SendBackground>
  )
}

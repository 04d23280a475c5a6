import type { MemberCard } from '../../../../shared/discover';

/** The member's bucket list, if any (docs/product-rules.md#discover-and-picks). */
export default function MemberBucketList({ card }: { card: MemberCard }) {
  // Cards saved on this device before the bucket list was part of them have none.
  const items = card.bucketList ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="member-bucket-list-title" className="member-bucket-list">
      <h2 id="member-bucket-list-title">bucket list</h2>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

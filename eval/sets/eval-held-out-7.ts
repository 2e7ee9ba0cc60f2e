/**
 * Blind held-out set 7, written on 2026-11-23 WITHOUT reading the answerer, the retrieval code or any
 * earlier eval set: only the client shape (contract/clients.ts) and the demo profiles' format
 * (server/seed/demo-profiles.ts) were read. Two new kinds of business (an indoor climbing centre, a
 * harbourside bed & breakfast) whose knowledge is written the way real small-business sites are: prose,
 * headings, bullets, tables and "Key: value" lines. Each `fact` occurs verbatim in its business's knowledge
 * and must appear in a correct answer; `null` means the knowledge does not say, so the assistant must
 * decline. Written independently of set 6. Use it to measure, never tune the answerer to its questions;
 * once its misses have been studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const CLIMB = 'graniteandchalk.com';
const BNB = 'oldferryhouse.co';

export const HELD_OUT_7_PROFILES: EvalProfile[] = [
  {
    clientName: 'Priya Nandakumar',
    businessName: 'Granite & Chalk Climbing',
    domain: CLIMB,
    plan: 'Premium',
    industry: 'Other',
    email: 'climb@graniteandchalk.com',
    phone: '0161 496 0732',
    notes: 'Eval profile: an indoor bouldering and rope climbing centre with courses and parties.',
    welcomeMessage: 'Hey climber! Ask me about prices, inductions, courses, kids and parties.',
    themeColor: '#b45309',
    aiContent: `Granite & Chalk is a bouldering and rope climbing centre in the old tram depot in Millbridge. We have 14m walls with 40 top-rope lines and 6 auto-belays, a bouldering hall with over 200 problems reset every week, a training area with a board and fingerboards, a yoga room and a café. First-timers, families and seasoned climbers are all welcome.

Address: Unit 2, Tram Depot Yard, Millbridge MB4 7TR
Phone: 0161 496 0732
Email: climb@graniteandchalk.com

## Opening hours

Monday–Friday: 10am–10pm
Saturday and Sunday: 9am–8pm
Last entry: 9pm on weekdays, 7pm at weekends
Christmas Day and Boxing Day: closed

## Entry prices

| Ticket | Peak | Off-peak |
|---|---|---|
| Adult | £14 | £11 |
| Concession (students, over-65s) | £12 | £9 |
| Junior (8–17) | £10 | £8 |
| Under 8 (with a climbing adult) | £5 | £5 |
| 10-visit pass (adult) | £120 | £120 |

Off-peak means Monday to Friday before 4pm. Peak is every evening from 4pm, all weekend and bank holidays. 10-visit passes last 12 months from the first use and can be shared with a friend.

Kit hire: climbing shoes £4, harness £3, chalk bag £2.

## Your first visit

Everyone fills in our online registration form before their first visit; it takes about five minutes. Under-18s need a parent or guardian to complete it.

- Bouldering: a free induction of about 15 minutes, running every hour on the hour.
- Auto-belays: a short safety briefing at the desk, included with entry.
- Roped climbing: you must either pass our free belay check (about 10 minutes with a staff member) or book the Learn to Belay course.

## Children and juniors

Children under 14 must be supervised by an adult at all times. One adult can supervise up to two children on the ropes, or up to three in the bouldering hall. Juniors aged 14–17 can climb without an adult once they have passed the Junior Independence assessment (£15, about 30 minutes).

Kids' Club runs on Saturdays from 9:30am to 11am for ages 6–12, term time only. It costs £12 per session and must be booked ahead; instructors provide all kit.

## Birthday parties

- £180 for up to 8 children, 90 minutes of climbing with 2 instructors.
- Each extra child is £18, up to a maximum of 12 children.
- Minimum age 6.
- You get the party room for 45 minutes afterwards; bring your own food and cake.
- Book at least 2 weeks ahead with a £50 non-refundable deposit.

## Courses and coaching

| Course | Sessions | Price |
|---|---|---|
| Learn to Belay | 2 × 2 hours | £65 |
| Lead climbing | 3 × 2 hours | £95 |
| Bouldering technique | 4 × 90 minutes | £80 |
| Private coaching | 1 hour | £45 |

Private coaching is £45 for one person plus £25 for each extra person, up to 3 people in a session. Courses start on the first Monday of each month and fill up fast.

## Membership

Monthly membership: £52 by direct debit (students £44), unlimited climbing at any time. Cancel with one month's notice. You can freeze your membership for up to 2 months a year for £5 a month. Members get 10% off in the café and shop and one free guest pass each month.

## Facilities

- Lockers: free, bring a £1 coin (returned).
- Changing rooms with showers.
- Café: coffee, toasties and cakes, open until 30 minutes before we close.
- Yoga for climbers: Wednesdays at 7pm, free for members, £8 for everyone else.
- Parking: free in the yard, but it fills up on weekday evenings; the overflow is Millbridge Retail Park, a 5-minute walk.
- Bike racks by the entrance.

## House rules

Liquid chalk or chalk balls only, no loose chalk. No dogs in the building except assistance dogs. Don't walk under people who are bouldering, and always check your partner's knot and harness before you climb.`,
    faqs: [
      {
        question: 'Do I need to book?',
        answer:
          'Walk-ins are welcome for general climbing. Weekday evenings between 6pm and 9pm get busy, so booking a slot online is a good idea then. Courses, Kids’ Club and parties must always be booked.',
      },
      {
        question: 'What should I wear?',
        answer:
          'Comfortable clothes you can stretch in, like leggings or shorts and a t-shirt. Climbing shoes are needed on the walls; you can hire them at the desk if you do not have your own.',
      },
      {
        question: 'Can I bring my own rope?',
        answer:
          'Top ropes are already in place. For lead climbing you can bring your own dynamic rope of at least 40m; staff will check it before first use.',
      },
    ],
  },
  {
    clientName: 'Jo Penrose',
    businessName: 'The Old Ferry House',
    domain: BNB,
    plan: 'Premium',
    industry: 'Other',
    email: 'stay@oldferryhouse.co',
    phone: '01632 960 771',
    notes: 'Eval profile: a six-room harbourside bed & breakfast.',
    welcomeMessage:
      'Welcome to The Old Ferry House! Ask me about rooms, rates, arrival times, dogs or breakfast.',
    themeColor: '#1e3a8a',
    aiContent: `# The Old Ferry House

A six-room bed & breakfast right on the harbour at Tollmouth, run by Jo and Ade Penrose. The house was the ferryman's home for two hundred years; today it's a quiet place to wake up to the boats, eat a proper breakfast and walk the coast path, which starts two minutes from the front door.

Phone: 01632 960 771
Email: stay@oldferryhouse.co
Address: The Old Ferry House, Slipway Lane, Tollmouth TL9 4EQ

## Rooms and rates

Prices are per room per night for two people and include breakfast.

| Room | Sleeps | Low season (Nov–Mar) | High season (Apr–Oct) |
|---|---|---|---|
| The Lookout – sea view, king bed | 2 | £115 | £145 |
| Harbour Room – sea view, double | 2 | £105 | £135 |
| Garden Room – ground floor, step-free, twin or king | 2 | £95 | £120 |
| The Loft – family room, double plus 2 singles | 4 | £140 | £175 |
| Cottage Room – small double, courtyard view | 2 | £80 | £100 |
| Boatshed Suite – separate entrance, dog-friendly | 3 | £130 | £160 |

- Single occupancy: £15 less per night.
- Minimum stay of 2 nights on Fridays and Saturdays from May to September, and 3 nights over bank holiday weekends.
- Exclusive use of the whole house for groups: from £850 per night, minimum 2 nights.

## Arriving and leaving

Check-in: 3pm–8pm
Check-out: by 10:30am
Bag drop: from 11am on your arrival day, so you can head out before your room is ready.

Arriving after 8pm? That's fine by arrangement: let us know and we'll leave your key in a lockbox by the front door and text you the code on the day. We can't accept arrivals after 11pm.

## Breakfast

Breakfast is served in the harbour-view dining room, 8am–9:30am on weekdays and 8:30am–10am at weekends. Choose a full cooked breakfast, smoked haddock, or a vegetarian or vegan plate; there's always fruit, yoghurt, granola and bread from the Tollmouth bakery. Gluten-free and other dietary needs are no problem if you let us know 24 hours ahead. Packed lunches are £9.50 each; order them the night before.

## Children and pets

- Children of any age are welcome in The Loft and the Boatshed Suite. Our other rooms are for guests aged 12 and over.
- A travel cot is available free of charge for babies under 2, in The Loft or the Boatshed Suite.
- Dogs stay in the Boatshed Suite only: up to 2 well-behaved dogs, £15 per dog per stay. Dogs aren't allowed in the dining room, but you can eat breakfast in the suite.

## Getting here and parking

- We have 4 parking spaces at the house, first come, first served.
- Otherwise use the Quayside long-stay car park (£6 a day), 300 yards along the harbour.
- The nearest station is Tollmouth Road, 6 miles away. We can collect you from the station for £12 per trip for up to 4 people; book it at least a day ahead.

## Booking, deposits and cancellations

We ask for a deposit of the first night's rate when you book; the balance is paid on arrival by card or bank transfer.

- Cancel more than 14 days before arrival: full refund of your deposit.
- Cancel 7–14 days before: we refund 50% of the deposit.
- Cancel less than 7 days before: the deposit is kept, unless we manage to re-let the room.

Gift vouchers can be bought for any amount from £50 and posted or emailed.

## Around Tollmouth

- Ferry to St Keyne from the slipway outside: Easter to October, every 30 minutes, £3 return.
- The Anchor pub, two doors down, serves food until 9pm.
- Tollmouth Sands beach is a 10-minute walk.
- Two bikes to borrow free of charge (ask at breakfast).`,
    faqs: [
      {
        question: 'Is there WiFi?',
        answer:
          'Yes, free fibre WiFi throughout the house. The signal is weaker in the Boatshed Suite because it is a separate building, but it is fine for email and streaming.',
      },
      {
        question: 'Do you have a hot tub or spa?',
        answer:
          'We do not have one at the house, but our guests get 20% off treatments at Tollmouth Spa, a 5-minute drive away. Mention The Old Ferry House when you book.',
      },
      {
        question: 'What is in the rooms?',
        answer:
          'Every room has an en-suite shower room, a kettle with tea and coffee, a mini fridge, fresh milk in the morning and a TV. The Lookout and the Harbour Room have binoculars for watching the boats.',
      },
      {
        question: 'Can we have dinner at the house?',
        answer:
          'We only serve breakfast. For dinner, The Anchor is two doors down and the Tollmouth Fish Kitchen is a 5-minute walk; we are happy to book a table for you.',
      },
    ],
  },
];

const ANSWERABLE: HeldOutCase[] = [
  { domain: CLIMB, question: 'how much is it for an adult on a saturday', fact: '£14' },
  { domain: CLIMB, question: "i'm a student and free on tuesday mornings, what would i pay", fact: '£9' },
  {
    domain: CLIMB,
    question: 'my daughter is 10, how much is it for her after school? we would come about 5',
    fact: '£10',
  },
  { domain: CLIMB, question: 'how long does the bouldering intro take', fact: '15 minutes' },
  { domain: CLIMB, question: 'never belayed before, what do i need to do and how much is it', fact: '£65' },
  { domain: CLIMB, question: 'if we rock up at half 7 on sunday can we still get in?', fact: '7pm' },
  { domain: CLIMB, question: 'we have 14 kids for my sons party is that ok?', fact: '12' },
  { domain: CLIMB, question: 'how much per extra kid at a party', fact: '£18' },
  { domain: CLIMB, question: 'student membership price?', fact: '£44' },
  { domain: CLIMB, question: "can i pause my membership while i'm travelling for a month", fact: '£5' },
  { domain: CLIMB, question: 'shoe rental?', fact: '£4' },
  { domain: CLIMB, question: 'the car park is full where else can i park', fact: 'Millbridge Retail Park' },
  { domain: CLIMB, question: 'my 12 yr old wants to go by himself, is that allowed', fact: 'under 14' },
  {
    domain: CLIMB,
    question: "i want to take my 3 kids on the ropes on my own, is that ok? they're 9, 10 and 11",
    fact: 'two',
  },
  { domain: CLIMB, question: 'what day is the kids club on', fact: 'Saturdays' },
  { domain: CLIMB, question: 'can i bring my dog along', fact: 'assistance dogs' },
  { domain: CLIMB, question: 'when is the yoga class', fact: 'Wednesdays' },
  {
    domain: CLIMB,
    question: 'i want to climb 3 times a week, mostly evenings. what works out cheapest?',
    fact: '£52',
  },
  { domain: CLIMB, question: 'how much for a one to one coaching session', fact: '£45' },
  { domain: CLIMB, question: 'do the lockers need a coin', fact: '£1' },
  { domain: BNB, question: 'what time can we check in', fact: '3pm' },
  {
    domain: BNB,
    question: "our train's late, we won't get there till about 9.30pm. is that a problem?",
    fact: 'lockbox',
  },
  { domain: BNB, question: 'what time do we have to be out on the last day', fact: '10:30am' },
  { domain: BNB, question: 'price for the sea view room with the king bed in august?', fact: '£145' },
  { domain: BNB, question: 'whats your cheapest room in january', fact: '£80' },
  {
    domain: BNB,
    question: 'family of 4, kids are 8 and 5. which room would suit us?',
    fact: 'Loft',
  },
  { domain: BNB, question: 'can we bring our spaniel', fact: 'Boatshed Suite' },
  { domain: BNB, question: 'is there a charge for dogs?', fact: '£15' },
  {
    domain: BNB,
    question: 'we only want to come for the saturday night in july, can we book?',
    fact: '2 nights',
  },
  { domain: BNB, question: 'what time is breakfast on a sunday', fact: '8:30am' },
  { domain: BNB, question: "i'm coeliac - can you do gluten free brekkie?", fact: '24 hours' },
  { domain: BNB, question: 'parking', fact: 'Quayside' },
  { domain: BNB, question: 'can you get us from the train station? how much', fact: '£12' },
  {
    domain: BNB,
    question: 'if i have to cancel 10 days before we arrive do i get my deposit back',
    fact: '50%',
  },
  { domain: BNB, question: 'how much deposit do you take', fact: 'first night' },
  {
    domain: BNB,
    question: "i'll need to work from the boatshed suite, is the internet ok there?",
    fact: 'weaker',
  },
  { domain: BNB, question: 'how often does the boat over to st keyne go', fact: 'every 30 minutes' },
  { domain: BNB, question: 'can we drop our bags off early before check in', fact: '11am' },
  { domain: BNB, question: "what's the lowest amount for a gift voucher?", fact: '£50' },
  { domain: BNB, question: "it'll just be me travelling, is it cheaper for one?", fact: '£15 less' },
];

const UNANSWERABLE: HeldOutCase[] = [
  { domain: CLIMB, question: 'how high are the bouldering walls', fact: null },
  { domain: CLIMB, question: 'what brands of climbing shoes do you sell in the shop', fact: null },
  { domain: CLIMB, question: 'is there a family ticket for 2 adults and 2 kids', fact: null },
  { domain: CLIMB, question: 'do you run trips to climb outdoors on real rock', fact: null },
  { domain: CLIMB, question: 'how much is a 10 visit pass for a junior', fact: null },
  { domain: CLIMB, question: 'how much is a coffee in the cafe', fact: null },
  { domain: CLIMB, question: 'can i get a free trial before signing up for membership', fact: null },
  { domain: CLIMB, question: "what's the maximum weight for the auto belays", fact: null },
  { domain: CLIMB, question: 'do you sell gift cards', fact: null },
  { domain: CLIMB, question: 'do you have a womens climbing night', fact: null },
  { domain: BNB, question: 'do you have an electric car charger', fact: null },
  { domain: BNB, question: 'is there a lift to the upstairs rooms', fact: null },
  { domain: BNB, question: 'do gift vouchers expire', fact: null },
  { domain: BNB, question: 'is there a washing machine guests can use', fact: null },
  { domain: BNB, question: 'what time is the last ferry back from st keyne', fact: null },
  { domain: BNB, question: 'do you take american express', fact: null },
  { domain: BNB, question: 'can we have a late checkout at 12, how much would that be', fact: null },
  { domain: BNB, question: 'roughly how much is a taxi from tollmouth road station', fact: null },
  { domain: BNB, question: 'is the beach dog friendly', fact: null },
  { domain: BNB, question: 'can we borrow an iron and ironing board', fact: null },
];

/** Answerable questions first, then unanswerable ones. */
export const HELD_OUT_SET_7: HeldOutCase[] = [...ANSWERABLE, ...UNANSWERABLE];

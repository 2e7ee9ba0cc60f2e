/**
 * Blind held-out set 12, written on 2026-11-24 (session 8) WITHOUT reading the answerer, the retrieval code
 * or any earlier eval set's questions: only the client shape (contract/clients.ts), the demo profiles' format
 * (server/seed/demo-profiles.ts), the EvalProfile and HeldOutCase type declarations of set 6, the header and
 * imports of set 11 and the set registry in scripts/eval-answers.ts were read. Two new kinds of business (a
 * dog grooming salon, a coworking space with desks, private offices and meeting rooms) whose knowledge is
 * written the way real small-business sites are: prose, headings, bullets, tables, hours and "Key: value"
 * lines. Each `fact` occurs verbatim in its business's knowledge and must appear in a correct answer; `null`
 * means the knowledge does not say, so the assistant must decline. Use it to measure, never tune the
 * answerer to its questions; once its misses have been studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const DOGS = 'scruffyhoundgrooming.co.uk';
const DESKS = 'foundryworkscowork.com';

export const HELD_OUT_12_PROFILES: EvalProfile[] = [
  {
    clientName: 'Jess Alder',
    businessName: 'The Scruffy Hound',
    domain: DOGS,
    plan: 'Premium',
    industry: 'Other',
    email: 'hello@scruffyhoundgrooming.co.uk',
    phone: '01632 960 418',
    notes: 'Independent dog grooming salon, one groomer plus an assistant.',
    welcomeMessage: 'Woof! Ask us about prices, booking or getting your dog ready for their first groom.',
    themeColor: '#b45309',
    aiContent: `# The Scruffy Hound - Dog Grooming Salon

The Scruffy Hound is a small, family-run dog grooming salon in Kettleby, grooming local dogs since 2014. Owner and head groomer Jess Alder holds the City & Guilds Level 3 Diploma in Dog Grooming and has worked with everything from teacup Chihuahuas to Newfoundlands. We are a calm, cage-free salon: we work on one dog at a time, so your dog never sits in a crate listening to other dogs barking, and we never use heated cage dryers.

We groom dogs only - sorry, no cats or rabbits.

## Opening hours

- Tuesday to Friday: 8:30am to 5pm
- Saturday: 8am to 1pm
- Sunday and Monday: closed

Last drop-off is 2:30pm on weekdays and 10:30am on Saturdays.

## Prices

Prices depend on your dog's size and the condition of the coat. Every full groom includes a bath with a shampoo suited to the coat, blow-dry, brush out, haircut or tidy, nail clip, ear clean, hygiene trim and a bandana.

| Size | Example breeds | Full groom | Bath & brush |
|---|---|---|---|
| Small (up to 10kg) | Shih Tzu, Yorkshire Terrier, Bichon Frise | £38 | £26 |
| Medium (10 to 25kg) | Cocker Spaniel, Cockapoo, Schnauzer | £48 | £32 |
| Large (25 to 40kg) | Labradoodle, Golden Retriever, Labrador | £62 | £40 |
| Giant (over 40kg) | Newfoundland, Bernese Mountain Dog | from £80 | from £52 |

Hand stripping for wire-coated breeds (Border Terriers, Westies, Wire Fox Terriers) is charged at £45 per hour and booked as a separate appointment.

### Extras

- Nail clip only: £10 (walk-ins welcome Tuesday to Friday between 9am and 11am, no appointment needed)
- Teeth brushing with enzymatic paste: £7
- De-shedding treatment: £15
- Flea bath: £12
- De-matting: £15 per 15 minutes
- Blueberry facial: £5

### Puppy introduction

Puppies aged 12 weeks to 6 months can have a gentle 45-minute puppy introduction session for £25: a bath, a little brush, a face and feet tidy and lots of treats, so grooming becomes something they look forward to. Puppies must have had their second vaccination at least two weeks before the visit.

## How long does a groom take?

A small dog usually takes 1.5 to 2 hours. Large and double-coated dogs can take 3 to 4 hours. We send you a text when your dog is ready; please collect within 30 minutes of our message, as we don't have space to keep dogs waiting.

## Booking

Booking: online through our website or by phone
Phone: 01632 960 418 (we may be mid-groom, so leave a message and we'll ring back the same day)
Email: hello@scruffyhoundgrooming.co.uk
Address: Unit 3, Mill Lane Yard, Kettleby KT4 7QP
Parking: two free spaces right outside the salon door
Payment: card, cash or bank transfer (we don't accept cheques)
New clients: a £15 deposit secures your first booking and comes off the final price

## Cancellations and late arrivals

Please give us at least 48 hours' notice if you need to cancel or move an appointment. Cancellations with less notice, and no-shows, are charged 50% of the groom price. If you arrive more than 15 minutes late we may have to shorten the groom or offer you a new date.

## Health and vaccinations

- All dogs must be fully vaccinated. Please bring the vaccination card on your first visit.
- We can't groom females in season; please call us and we'll rebook you free of charge.
- Senior dogs are very welcome. For dogs over 12 years old we offer senior sessions: shorter appointments with rest breaks, at the same price.
- If we find fleas, we add a flea bath (£12) so the next dog comes into a clean salon.
- Please tell us about any skin conditions, lumps, allergies or recent surgery when you book.

## Nervous dogs and behaviour

Nervous and rescue dogs are welcome; we go at their pace. Muzzles are used only when needed for everyone's safety. If a dog becomes too stressed we stop the groom, call you, and charge only for the work done. A bite history must be declared at booking.

## Our matting policy

Badly matted coats cannot be brushed out without pain. In that case we will clip the coat short and let it grow back, and we always call you before we start. Our motto: humanity before vanity.

## Loyalty card and gift vouchers

Loyalty card: every 10th full groom is free.
Gift vouchers: available in the salon in any amount from £20, valid for 12 months.`,
    faqs: [
      {
        question: 'Can I stay with my dog?',
        answer:
          'Most dogs settle better without their owner in sight, so we ask you to drop off and collect. We text you when your dog is ready.',
      },
      {
        question: 'Do you groom cats?',
        answer: 'No, we groom dogs only.',
      },
    ],
  },
  {
    clientName: 'Marcus Okafor',
    businessName: 'Foundry Works Coworking',
    domain: DESKS,
    plan: 'Premium',
    industry: 'Real Estate',
    email: 'hello@foundryworkscowork.com',
    phone: '(503) 555-0142',
    notes: 'Independent coworking space in a converted foundry building.',
    welcomeMessage: 'Hi! Questions about desks, offices, meeting rooms or a free trial day? Ask away.',
    themeColor: '#0f766e',
    aiContent: `# Foundry Works Coworking

Foundry Works is an independent coworking space on three floors of a restored 1920s iron foundry in the Riverside district. We have 120 desks, 6 meeting rooms, 3 phone booths, a big shared kitchen and a roof terrace with a view of the river. Freelancers, remote workers and small teams share the space, and our community manager knows everyone by name.

## Location and hours

Address: 410 Water Street, Riverside
Staffed reception: Monday to Friday, 8:30 am to 5:30 pm
Member access: 24/7 with your key fob (Flex, Dedicated Desk and Private Office plans)
Day pass hours: weekdays only, 8 am to 6 pm
Phone: (503) 555-0142
Email: hello@foundryworkscowork.com

The building has an elevator to every floor and step-free access from Water Street.

## Membership plans

| Plan | Price | Access | Included |
|---|---|---|---|
| Day Pass | $25 per day | Weekdays 8 am to 6 pm | Hot desk, Wi-Fi, coffee |
| 10-Day Pack | $200 | Any 10 weekdays within 3 months | Hot desk, Wi-Fi, coffee |
| Flex | $189 per month | 24/7 | Any open hot desk, 4 meeting room hours a month |
| Dedicated Desk | $329 per month | 24/7 | Your own desk and chair, lockable drawer pedestal, 8 meeting room hours a month |
| Private Office | from $950 per month | 24/7 | Lockable office for 2 to 4 people, furniture, 12 meeting room hours a month, mail handling |

All memberships are month-to-month with no long-term contract, except Private Offices, which have a 6-month minimum term. To cancel, give 30 days' written notice by email. Dedicated Desks and Private Offices need a security deposit of one month's fee, returned when you leave.

Registered nonprofits get 15% off Flex and Dedicated Desk memberships.

### Try us first

Not sure yet? Book a free trial day online and work from a hot desk for a day on us. One free trial day per person.

## Meeting rooms

Members use their included hours first; after that, and for non-members, rooms are charged by the hour. Unused included hours don't roll over to the next month.

| Room | Seats | Member rate | Non-member rate |
|---|---|---|---|
| The Crucible | 4 | $20 per hour | $35 per hour |
| The Forge | 8 | $35 per hour | $60 per hour |
| The Anvil Hall | 30 theatre style, 16 boardroom | $90 per hour | $150 per hour |

Every room has a large screen with HDMI and USB-C, a whiteboard and a video-conference camera. The Anvil Hall also has a projector and a wireless microphone. Book rooms in the member app or at reception.

## Amenities

- Wi-Fi: 1 Gbps fibre with a separate guest network
- Unlimited coffee from local roaster Ember & Oak, plus tea and filtered water
- Printing: members get 100 black-and-white pages a month, then 10 cents a page; colour printing is 50 cents a page
- Lockers: $15 per month
- Mail handling and a business address: $40 per month add-on (included with Private Offices)
- Three phone booths for calls, first come, first served
- Showers, changing room and secure bike storage in the basement
- Dog Friday: well-behaved dogs are welcome on Fridays

## Guests

Members can bring guests free of charge for up to 2 hours, for example for a client meeting. Guests must sign in at reception or on the lobby tablet. Guests staying longer need a day pass.

## Parking and getting here

There is no on-site parking. The Water Street Garage, one block south, charges $12 a day, and members get a discounted monthly pass there for $95. The Riverside streetcar stop is right outside the building.

## House rules

- The third floor is a quiet zone: no calls, and headphones on for music.
- Take calls in the phone booths or the kitchen.
- Clean up after yourself in the kitchen; the dishwasher is emptied every morning.
- Hot desks are cleared at the end of each day.

## Community

Our member lunch takes place on the first Thursday of every month at 12:30 pm, on us. We also run free workshops on topics like taxes for freelancers and pitching to clients; see the events board in the kitchen.`,
    faqs: [
      {
        question: 'Is there a contract?',
        answer:
          'Memberships are month-to-month, except Private Offices, which have a 6-month minimum term. Cancel with 30 days written notice.',
      },
      {
        question: 'Can I visit before joining?',
        answer: 'Yes, book a free trial day online, or drop by reception during staffed hours for a tour.',
      },
    ],
  },
];

export const HELD_OUT_SET_12: HeldOutCase[] = [
  // The Scruffy Hound: answerable
  { domain: DOGS, question: 'How much do you charge to groom a cocker spaniel?', fact: '£48' },
  { domain: DOGS, question: 'what time do you shut on a saturday', fact: '1pm' },
  {
    domain: DOGS,
    question: 'My lab is about 30 kilos, what would a full groom cost?',
    fact: '£62',
  },
  { domain: DOGS, question: 'Can I just pop in for a nail trim without booking?', fact: '9am and 11am' },
  { domain: DOGS, question: 'Roughly how long will my Yorkie be with you?', fact: '1.5 to 2 hours' },
  { domain: DOGS, question: 'Is there a deposit for first time customers? how much', fact: '£15 deposit' },
  {
    domain: DOGS,
    question: 'If I cancel the day before the appointment, will I have to pay anything?',
    fact: '50%',
  },
  {
    domain: DOGS,
    question: 'My puppy is 8 weeks old, is she old enough for the puppy session?',
    fact: '12 weeks',
  },
  { domain: DOGS, question: 'Do you take cheques?', fact: 'card, cash or bank transfer' },
  { domain: DOGS, question: 'Whereabouts is the salon?', fact: 'Mill Lane Yard' },
  { domain: DOGS, question: 'Is there somewhere to park when I drop him off?', fact: 'two free spaces' },
  { domain: DOGS, question: 'How much is hand stripping for a border terrier?', fact: '£45 per hour' },
  {
    domain: DOGS,
    question: "my doodle's coat is full of knots, what will you do?",
    fact: 'clip the coat short',
  },
  { domain: DOGS, question: 'Do you sell gift cards, and how long are they good for?', fact: '12 months' },
  { domain: DOGS, question: 'My dog is 13 now, is he too old to be groomed?', fact: 'senior sessions' },
  { domain: DOGS, question: 'Is your groomer properly qualified?', fact: 'City & Guilds' },
  { domain: DOGS, question: 'how soon after you text do i need to come get my dog', fact: '30 minutes' },
  { domain: DOGS, question: 'can you clean my dogs teeth too? price?', fact: '£7' },
  { domain: DOGS, question: 'Do you have a rewards scheme for regulars?', fact: '10th full groom' },
  {
    domain: DOGS,
    question: "I'm stuck in traffic and will be about 20 mins late, is that a problem?",
    fact: '15 minutes late',
  },
  // The Scruffy Hound: unanswerable
  { domain: DOGS, question: 'Do you offer a pick-up and drop-off service for dogs?', fact: null },
  { domain: DOGS, question: 'Do you come to the house? I need a mobile groomer', fact: null },
  { domain: DOGS, question: 'Which shampoo brand do you use, is it organic?', fact: null },
  { domain: DOGS, question: 'Do you sell dog food or treats in the salon?', fact: null },
  { domain: DOGS, question: 'Do you offer doggy daycare or dog walking?', fact: null },
  { domain: DOGS, question: 'Is there a discount if I bring two dogs from the same household?', fact: null },
  { domain: DOGS, question: 'Are you open on bank holiday Fridays?', fact: null },
  { domain: DOGS, question: 'Can you dye my poodle’s ears pink?', fact: null },
  { domain: DOGS, question: 'Are you insured in case my dog gets hurt?', fact: null },
  { domain: DOGS, question: 'Can you microchip my dog while he is in?', fact: null },

  // Foundry Works Coworking: answerable
  { domain: DESKS, question: 'how much is it to come in for one day?', fact: '$25' },
  {
    domain: DESKS,
    question: 'I want a desk that is mine every day where I can leave my stuff. What does that cost a month?',
    fact: '$329',
  },
  {
    domain: DESKS,
    question: 'With the flex plan could I get in at 11pm on a Sunday?',
    fact: '24/7',
  },
  { domain: DESKS, question: "We're a team of three, what does a private office cost?", fact: '$950' },
  {
    domain: DESKS,
    question: "I'm not a member. What would a room for 6 people cost per hour?",
    fact: '$60',
  },
  { domain: DESKS, question: 'Is there a space that can hold a workshop for 25 people?', fact: 'Anvil Hall' },
  {
    domain: DESKS,
    question: "If I don't use all my meeting room hours do they carry over?",
    fact: 'roll over',
  },
  { domain: DESKS, question: 'wifi speed?', fact: '1 Gbps' },
  {
    domain: DESKS,
    question: 'Can I use your address as my registered business address and get my post there?',
    fact: '$40 per month',
  },
  { domain: DESKS, question: 'Where can I leave my car?', fact: 'Water Street Garage' },
  { domain: DESKS, question: 'how much notice do i have to give to quit my membership', fact: '30 days' },
  { domain: DESKS, question: 'Do I have to sign up for a year for a private office?', fact: '6-month' },
  { domain: DESKS, question: 'Can I try the space out before I commit?', fact: 'free trial day' },
  { domain: DESKS, question: 'Can I bring my dog to work with me?', fact: 'Fridays' },
  { domain: DESKS, question: 'What does colour printing cost?', fact: '50 cents' },
  {
    domain: DESKS,
    question: 'A client is coming to see me for about an hour, do they have to pay?',
    fact: '2 hours',
  },
  { domain: DESKS, question: 'I cycle in - is there anywhere to shower?', fact: 'basement' },
  { domain: DESKS, question: 'We are a registered charity, any discount?', fact: '15%' },
  { domain: DESKS, question: 'wht time is someone at the front desk?', fact: '8:30 am to 5:30 pm' },
  {
    domain: DESKS,
    question: 'Can I use a day pass on a Saturday?',
    fact: 'weekdays',
  },
  // Foundry Works Coworking: unanswerable
  { domain: DESKS, question: 'Do you have standing desks?', fact: null },
  { domain: DESKS, question: 'Can I hire the roof terrace for a private party?', fact: null },
  { domain: DESKS, question: 'Do you have other locations in other cities?', fact: null },
  { domain: DESKS, question: 'Will your receptionist answer my business phone calls?', fact: null },
  { domain: DESKS, question: 'Are day passes refundable if I cannot come?', fact: null },
  { domain: DESKS, question: 'Is there a nap room or somewhere to lie down?', fact: null },
  { domain: DESKS, question: 'Do the hot desks come with an external monitor?', fact: null },
  { domain: DESKS, question: 'Is there EV charging at the garage?', fact: null },
  { domain: DESKS, question: 'Do you give a discount if I pay for the year up front?', fact: null },
  { domain: DESKS, question: 'Is there security staff on site overnight?', fact: null },
];

/**
 * Blind held-out set 15, written on 2026-11-24 (session 9) WITHOUT reading the answerer, the retrieval code
 * (server/domain/answering/, server/domain/chat/) or any earlier eval set's questions: only the client shape
 * (contract/clients.ts), the demo profiles' format (server/seed/demo-profiles.ts), the EvalProfile and
 * HeldOutCase type declarations of set 6, the header and imports of set 12, the set registry in
 * scripts/eval-answers.ts and the issue text were read. Two new kinds of business (a garden centre, a
 * portrait photography studio) whose knowledge is written the way real small-business sites are: prose,
 * headings, bullets, tables, hours and "Key: value" lines. Each `fact` occurs verbatim in its business's
 * knowledge and must appear in a correct answer; `null` means the knowledge does not say, so the assistant
 * must decline. Use it to measure, never tune the answerer to its questions; once its misses have been
 * studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const GARDEN = 'larkspurlanegardens.co.uk';
const PHOTO = 'northlightportraits.co.uk';

export const HELD_OUT_15_PROFILES: EvalProfile[] = [
  {
    clientName: 'Margaret Pryce',
    businessName: 'Larkspur Lane Garden Centre',
    domain: GARDEN,
    plan: 'Premium',
    industry: 'Retail',
    email: 'hello@larkspurlanegardens.co.uk',
    phone: '01632 960 418',
    notes: 'Blind eval profile: a family-run garden centre with a café.',
    welcomeMessage: 'Hello from Larkspur Lane! Ask me about plants, delivery, our café or opening times.',
    themeColor: '#15803d',
    aiContent: `# Larkspur Lane Garden Centre

Family-run since 1987 on the edge of Ashcombe. Three acres of outdoor plants, a covered shop for tools, gifts and garden furniture, the Potting Shed Café, and a team of trained horticulturists who are always happy to help.

## Opening hours

| Season | Monday – Saturday | Sunday |
|---|---|---|
| March to October | 8:30am – 6pm | 10am – 4pm |
| November to February | 9am – 5pm | 10am – 4pm |

Bank holidays: 9am – 5pm
Closed Christmas Day, Boxing Day and Easter Sunday.

The Potting Shed Café closes 30 minutes before the garden centre. Hot food is served until 2:30pm; cakes, scones and drinks after that.

## Finding us

Address: Larkspur Lane, Ashcombe, AS4 7GL
Parking: free, 120 spaces, including 6 disabled bays next to the main entrance
Bus: the number 42 stops at our gate once an hour

Dogs are welcome in the outdoor plant areas and the shop, as long as they are kept on a short lead. Only assistance dogs are allowed in the café.

## Delivery

We deliver plants, compost, paving and garden furniture within 15 miles of the centre.

- Up to 5 miles: £7.50
- 5 to 15 miles: £12.50
- Free delivery within 5 miles on orders over £75

Deliveries go out on Tuesday and Friday. Please order by 12 noon the day before. Our driver will leave items at the kerbside or on your driveway; for safety we can't carry heavy items through houses, round to back gardens or up steps.

## Click & collect

Order on our website and pick up from the Collection Point beside the tills, usually within 2 hours during opening hours. We hold orders for 7 days.

## Our plant guarantee

All hardy trees, shrubs and perennials bought from us are guaranteed for 2 years. If one fails, bring it back (or a photo of it) with your receipt and we will replace it or give you store credit. The guarantee does not cover bedding plants, houseplants, seeds or bulbs.

## Returns

Anything that isn't a plant can be returned unused within 30 days with proof of purchase for a full refund. Cut flowers, sale items and made-to-order hanging baskets can't be returned.

## Services

### Hanging baskets and containers

Bring your own basket or pot and we will plant it up for you with seasonal plants and peat-free compost. Ready to collect in 10 days.

| Basket size | Price (plants and compost included) |
|---|---|
| 12 inch | £24 |
| 14 inch | £32 |
| 16 inch | £40 |

Refill season: 15 April – 31 May

### Garden design

A design consultation at your home costs £95 and lasts up to 90 minutes. Full planting plans start from £250, and the consultation fee is taken off if you go ahead within 3 months.

### Turf

Fresh-cut turf: £4.20 per square metre
Minimum order: 10 square metres
Notice needed: 48 hours

### Tool sharpening

Secateurs, shears and loppers sharpened for £6 per tool, ready in 3 working days.

### Plant doctor

Something not looking right? Bring a leaf, a sample or a photo to the information desk. Our horticulturist is in from Thursday to Sunday.

## Christmas trees

Our Nordmann firs arrive on 28 November. They are non-drop, cut locally and netted free of charge.

| Height | Price |
|---|---|
| 4–5ft | £35 |
| 5–6ft | £45 |
| 6–7ft | £58 |

Taller trees up to 10ft are available in store.

## Green Fingers Club

Free to join at the tills or online. Members get:

- 10% off plants every Wednesday
- 1 point for every £1 spent; 200 points = a £5 voucher
- a free hot drink in the café on your birthday

Club discounts do not apply to gift cards, delivery charges or café purchases.

## Seedling Club for kids

Saturday mornings 10am – 11am during the school holidays, in the Greenhouse Classroom. For children aged 5 to 11. £5 per child, including a pot and plant to take home. A parent or carer must stay on site.

## Gift cards

Gift cards from £10 to £200, valid for 24 months, and they can be spent in the café too.

## Paying

We accept cash, all major cards and contactless. We no longer accept cheques.

## Contact

Phone: 01632 960 418
Email: hello@larkspurlanegardens.co.uk`,
    faqs: [
      {
        question: 'Is your compost peat-free?',
        answer: 'Yes. All our own-brand compost is peat-free, and so is the compost in our hanging baskets.',
      },
      {
        question: 'Can I reserve a Christmas tree?',
        answer:
          'Yes. From 1 November you can reserve a tree by phone or at the tills with a £10 deposit, and collect it from 28 November.',
      },
    ],
  },
  {
    clientName: 'Hannah Okafor',
    businessName: 'Northlight Portrait Studio',
    domain: PHOTO,
    plan: 'Premium',
    industry: 'Other',
    email: 'studio@northlightportraits.co.uk',
    phone: '0161 496 0732',
    notes: 'Blind eval profile: a natural-light portrait photography studio.',
    welcomeMessage:
      'Hi, I am the Northlight assistant. Ask me about sessions, prices, booking or studio hire.',
    themeColor: '#7c3aed',
    aiContent: `# Northlight Portrait Studio

A natural-light portrait studio on the second floor of Weaver's Mill, run by photographer Hannah Okafor. Relaxed, unhurried sessions for newborns, families, professionals and much-loved pets.

Address: Unit 4, Weaver's Mill, 18 Canal Street, Millbridge MB2 3RT
Studio sessions: Tuesday to Saturday, 9:30am – 5pm
Evening headshots: Thursday until 8pm
Closed Sunday and Monday (studio hire only)

## Sessions and prices

| Session | Length | Session fee | Included |
|---|---|---|---|
| Newborn | up to 3 hours | £195 | 10 edited digital images |
| Family | 1 hour | £125 | 8 edited digital images |
| Milestone (6–12 months, cake smash optional) | 1 hour | £150 | 10 edited digital images |
| Headshots | 30 minutes | £85 | 3 edited digital images |
| Pet portraits | 45 minutes | £95 | 6 edited digital images |

Additional images: £20 each, or the full gallery for £250.

### Newborn

Newborn photos are best taken when baby is between 5 and 14 days old, while they are still sleepy and curly. We book you in around your due date and move the session once baby arrives. The studio is kept warm and we supply all wraps and blankets.

### Family

The family session covers up to 6 people. Each additional person is £15. Grandparents, older siblings and the family dog are all welcome.

### Headshots

Two outfit changes are included. For businesses we also come to you:

- On-site team headshots: £350 for up to 10 people
- Each additional person: £30
- Portable backdrop and lighting included

### Pet portraits

Up to 2 pets per session. Dogs must be on a lead when not being photographed, and cats should arrive in a carrier. Treats and squeaky toys are welcome!

## Booking and payment

- A £50 deposit secures your date and is taken off your session fee.
- The rest of the session fee is due on the day, by card or bank transfer.
- You can reschedule once free of charge with at least 72 hours' notice. Cancellations with less than 72 hours' notice lose the deposit.
- If your child or pet is unwell, we will reschedule free of charge, even on the day.
- If you arrive late, we may need to shorten your session.

## After your session

Your private online gallery is ready within 14 days. Choose your favourites and your edited images are delivered within 3 weeks of choosing.

You receive a personal use licence for your digital files; the copyright stays with the studio. We never share your images on social media or on our website without your written consent.

## Prints, wall art and albums

- Fine art prints: from £35 (8x10 inch)
- Canvas wall art: from £180
- Handmade albums: from £295

Orders over £300 can be paid in 3 monthly instalments.

## Add-ons

Hair and makeup: £60, with our artist Priya, 45 minutes before your session.

## Location shoots

Prefer your home, a park or the beach? Location sessions cost the same as studio sessions. Travel within 10 miles of Millbridge is included; beyond that we charge 45p per mile.

## Studio hire

Photographers can hire the studio when we are not shooting.

Rate: £40 per hour
Minimum booking: 2 hours
Available: Sunday, Monday and weekday evenings after 6pm
Included: paper backdrops in 6 colours, 2 strobes with softboxes, reflectors and a steamer

## Getting here

The studio is on the second floor with step-free access via the lift, and there is an accessible toilet on the ground floor. Free parking for 2 hours in the mill courtyard; pay and display on Canal Street.

## Gift vouchers

Vouchers for any amount or for a named session, valid for 12 months from purchase.

Email: studio@northlightportraits.co.uk
Phone: 0161 496 0732`,
    faqs: [
      {
        question: 'What should we wear for a family session?',
        answer:
          'Soft, plain colours that go together work best. Avoid big logos and busy patterns, and bring a spare top for little ones.',
      },
      {
        question: 'Can I bring someone with me to a headshot session?',
        answer: 'Of course. You are welcome to bring a friend or colleague along for moral support.',
      },
    ],
  },
];

export const HELD_OUT_SET_15: HeldOutCase[] = [
  // Garden centre: answerable.
  { domain: GARDEN, question: 'what time do you shut on a sunday?', fact: '4pm' },
  { domain: GARDEN, question: 'can i pop in on boxing day', fact: 'closed' },
  { domain: GARDEN, question: 'Until what time can I get a hot lunch in the cafe?', fact: '2:30pm' },
  { domain: GARDEN, question: 'Am I ok to bring my dog with me while I shop?', fact: 'short lead' },
  { domain: GARDEN, question: 'Can my spaniel sit with us in the coffee shop?', fact: 'assistance dogs' },
  {
    domain: GARDEN,
    question: 'How much would you charge to drop some compost off about 10 miles away?',
    fact: '£12.50',
  },
  {
    domain: GARDEN,
    question: "I'm 3 miles from you and spending about £90 on shrubs, do I have to pay for delivery?",
    fact: 'over £75',
  },
  { domain: GARDEN, question: 'which days does your van go out?', fact: 'Tuesday and Friday' },
  {
    domain: GARDEN,
    question: 'Will the driver carry the paving slabs round to my back garden?',
    fact: 'kerbside',
  },
  {
    domain: GARDEN,
    question: 'The rose bush I bought from you 8 months ago has died. Can I get a new one?',
    fact: '2 years',
  },
  { domain: GARDEN, question: 'how much to plant up a 14 inch hanging basket for me', fact: '£32' },
  { domain: GARDEN, question: 'When can I bring my baskets in to be refilled?', fact: '15 April' },
  {
    domain: GARDEN,
    question: 'What does it cost to have a garden designer come and look at my garden?',
    fact: '£95',
  },
  { domain: GARDEN, question: 'price of turf per square meter?', fact: '£4.20' },
  {
    domain: GARDEN,
    question: 'Could I order just 8 square metres of turf for a small patch?',
    fact: '10 square metres',
  },
  {
    domain: GARDEN,
    question: 'Do you sharpen pruners, and how long would I be without them?',
    fact: '3 working days',
  },
  { domain: GARDEN, question: 'when do the xmas trees come in this year', fact: '28 November' },
  {
    domain: GARDEN,
    question: 'Is there a day of the week loyalty members get money off?',
    fact: 'Wednesday',
  },
  {
    domain: GARDEN,
    question: 'My daughter is 12, can she do the Saturday kids gardening club?',
    fact: '5 to 11',
  },
  {
    domain: GARDEN,
    question: 'Someone needs to tell me what is wrong with my tomato leaves, when is your plant expert in?',
    fact: 'Thursday to Sunday',
  },
  // Garden centre: the knowledge does not say.
  { domain: GARDEN, question: 'Do you sell fish for garden ponds?', fact: null },
  { domain: GARDEN, question: 'Can I hire a rotavator from you for the weekend?', fact: null },
  { domain: GARDEN, question: 'Are your plants grown here on site or bought in?', fact: null },
  { domain: GARDEN, question: 'Do you offer a lawn mowing service?', fact: null },
  { domain: GARDEN, question: 'Is there a student discount?', fact: null },
  { domain: GARDEN, question: 'How much is a 9ft Nordmann fir?', fact: null },
  { domain: GARDEN, question: 'Does the cafe have vegan options?', fact: null },
  { domain: GARDEN, question: 'Can I bring my old plastic plant pots back for recycling?', fact: null },
  { domain: GARDEN, question: 'Will your team lay the turf for me too?', fact: null },
  { domain: GARDEN, question: 'are you taking on any staff for the christmas season?', fact: null },

  // Photography studio: answerable.
  { domain: PHOTO, question: 'How much is a newborn photoshoot?', fact: '£195' },
  {
    domain: PHOTO,
    question: 'Our baby is due in March, how old should she be for the newborn pictures?',
    fact: '5 and 14 days',
  },
  {
    domain: PHOTO,
    question: 'There will be 8 of us including the grandparents, does the family session cost more?',
    fact: '£15',
  },
  { domain: PHOTO, question: 'how long does a headshot session take', fact: '30 minutes' },
  { domain: PHOTO, question: 'Can I come for a headshot after work, I finish at 6?', fact: '8pm' },
  { domain: PHOTO, question: 'can i bring both my cats and my dog to the pet shoot?', fact: 'up to 2 pets' },
  { domain: PHOTO, question: 'How many pictures do we get with the family package?', fact: '8 edited' },
  { domain: PHOTO, question: 'What if we love more photos than the ones included?', fact: '£20 each' },
  { domain: PHOTO, question: 'Do I have to pay anything up front to book?', fact: '£50' },
  {
    domain: PHOTO,
    question: 'I need to move my session, it is 4 days away. Will I lose my deposit?',
    fact: "72 hours' notice",
  },
  {
    domain: PHOTO,
    question: 'my toddler woke up with a temperature on the morning of our shoot, what happens now?',
    fact: 'free of charge',
  },
  { domain: PHOTO, question: 'How soon after the shoot can we see the photos?', fact: '14 days' },
  { domain: PHOTO, question: 'Can someone do my hair and make-up before the photos?', fact: '£60' },
  { domain: PHOTO, question: 'Is the studio wheelchair friendly?', fact: 'lift' },
  { domain: PHOTO, question: 'wheres best to park when we come', fact: 'courtyard' },
  { domain: PHOTO, question: "I'm a photographer, can I rent your space for a shoot?", fact: '£40 per hour' },
  {
    domain: PHOTO,
    question: 'We want you to shoot at our farm about 25 miles from Millbridge, is there a travel charge?',
    fact: '45p per mile',
  },
  {
    domain: PHOTO,
    question: 'Can I spread the cost of a big canvas and album order?',
    fact: '3 monthly instalments',
  },
  { domain: PHOTO, question: 'will you put pics of my kids on your instagram?', fact: 'written consent' },
  {
    domain: PHOTO,
    question: 'We are a team of 14, can you come to our office for headshots and what would it cost?',
    fact: '£350',
  },
  // Photography studio: the knowledge does not say.
  { domain: PHOTO, question: 'Do you photograph weddings?', fact: null },
  { domain: PHOTO, question: 'Can you do passport photos?', fact: null },
  { domain: PHOTO, question: 'Can I get the RAW files from my session?', fact: null },
  { domain: PHOTO, question: 'Do you do maternity shoots before the baby arrives?', fact: null },
  { domain: PHOTO, question: 'Is there somewhere to get changed at the studio?', fact: null },
  { domain: PHOTO, question: 'Do you offer a student discount on headshots?', fact: null },
  { domain: PHOTO, question: 'How long does my online gallery stay up before it expires?', fact: null },
  { domain: PHOTO, question: 'Do you film videos as well as photos?', fact: null },
  {
    domain: PHOTO,
    question: 'Is there a discount if I book the newborn and the milestone session together?',
    fact: null,
  },
  { domain: PHOTO, question: 'Do you do school sports team photos?', fact: null },
];

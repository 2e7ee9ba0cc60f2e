/**
 * Blind held-out set 16, written on 2026-11-24 (session 10) WITHOUT reading the answerer, the retrieval code
 * or any earlier eval set's questions: only the client shape (contract/clients.ts), the demo profiles' format
 * (server/seed/demo-profiles.ts), the EvalProfile and HeldOutCase type declarations of set 6, the header and
 * imports of set 12 and the set registry in scripts/eval-answers.ts were read. Two new kinds of business (a
 * bakery taking custom cake orders, a 24-hour locksmith) whose knowledge is written the way real
 * small-business sites are: prose, headings, bullets, tables, hours, prices, policies and "Key: value" lines.
 * Each `fact` occurs verbatim in its business's knowledge and must appear in a correct answer; `null` means
 * the knowledge does not say, so the assistant must decline. Use it to measure, never tune the answerer to
 * its questions; once its misses have been studied, mark it spent and write another.
 */
import type { EvalProfile, HeldOutCase } from './eval-held-out-6.ts';

const BAKERY = 'hollinlanebakery.co.uk';
const LOCKS = 'northgatelockandkey.com';

export const HELD_OUT_16_PROFILES: EvalProfile[] = [
  {
    clientName: 'Marnie Fell',
    businessName: 'Hollin Lane Bakery',
    domain: BAKERY,
    plan: 'Premium',
    industry: 'Other',
    email: 'orders@hollinlanebakery.co.uk',
    phone: '01943 466 210',
    notes: 'Blind eval profile: a family bakery with a shop and made-to-order celebration and wedding cakes.',
    welcomeMessage:
      'Hello from Hollin Lane Bakery! Ask me about custom cakes, ordering, collection or our bread classes.',
    themeColor: '#b45309',
    aiContent: `# Hollin Lane Bakery

Hollin Lane Bakery is a small family bakery on Kirkgate in Otley, West Yorkshire. We have been baking bread, pastries and made-to-order cakes here since 2011. Everything is baked on site by owner Marnie Fell and her team of three, using flour milled in Yorkshire and free-range eggs from a farm up the Wharfe valley.

## Shop opening hours

- Tuesday to Friday: 7:30am – 4pm
- Saturday: 7:30am – 2pm
- Sunday and Monday: closed

Bread often sells out by late morning on Saturdays. Ring us the day before and we will put a loaf aside for you.

## Celebration cakes

We make cakes for birthdays, christenings, anniversaries, retirements and any other excuse for cake. Every cake is baked to order and decorated by hand.

Notice needed: at least 7 days for celebration cakes, and at least 8 weeks for wedding cakes.
Deposit: a 50% non-refundable deposit secures your date.
Balance: the rest is paid on collection.

### Prices (round, two layers of sponge with filling)

| Size | Serves | Price |
|------|--------|-------|
| 6 inch | 8–10 | £38 |
| 8 inch | 16–20 | £55 |
| 10 inch | 30–35 | £78 |
| Two-tier (6 inch on 8 inch) | about 40 | £120 |

Square cakes cost 10% more than the round price.

Extras:
- Handwritten message: free
- Edible photo print: £8
- Fresh flowers: from £10
- Hand-modelled sugar figures: from £15 each

### Flavours

Victoria sponge, lemon drizzle, chocolate fudge, carrot and walnut, red velvet, and coffee and walnut. Salted caramel is a seasonal flavour, available from October to February only.

### Cupcakes

Cupcakes come in boxes of 6 (£16) or 12 (£30). For cupcakes decorated to a theme or in your colours there is a minimum of 12 cupcakes per design.

## Wedding cakes

Our wedding cakes start from £320 for three tiers. Every couple begins with a tasting consultation: you try four flavours and we talk through the design with sketches. Consultations cost £25, take place on Wednesday afternoons and the fee is taken off your cake if you book with us.

We deliver and set up wedding cakes ourselves within 25 miles of Otley. Delivery is charged at £1 per mile from the shop, and setting up at the venue is included. We are happy to work with your florist on fresh flowers.

## Dietary requirements

- Gluten-free: we can bake any of our sponges gluten-free. Our kitchen handles wheat flour every day, so we cannot guarantee there is no cross-contamination, and we do not recommend our gluten-free cakes for anyone with coeliac disease.
- Vegan: all flavours except carrot and walnut can be made vegan, for a £5 surcharge.
- Nuts: nuts are used in our kitchen, and any of our products may contain traces.

Every cake leaves with a label listing its allergens.

## Ordering, collection and delivery

To order, fill in the cake order form on this website or pop into the shop. We reply to every enquiry within 2 working days to confirm the design and price and to send a deposit link.

Collection: cakes are collected from the shop during opening hours. Please bring a flat surface to put the box on in the car; the passenger footwell is the safest place.

Local delivery: we deliver celebration cakes within 5 miles of the shop for £7.50, Tuesday to Saturday.

## Changes and cancellations

- Changes to the design or flavour are free up to 5 days before collection. After that we may not be able to make them.
- If you cancel, your deposit is not refunded, but if you let us know at least 14 days before we can move it to a new date within 6 months.
- Cancellations with less than 72 hours' notice are charged the full price of the cake.

## Bread and everyday bakes

| Item | Price |
|------|-------|
| White sourdough loaf | £4.80 |
| Seeded rye | £5.20 |
| Cinnamon bun | £2.90 |
| Sausage roll | £2.60 |
| Brownie | £2.75 |

Cafés and delis: we supply bread to local businesses on weekday mornings. Wholesale orders have a minimum of £40 per delivery.

## Bread-making class

Learn to make a sourdough loaf and focaccia in our kitchen. Classes run on the first Sunday of each month, last 3 hours and cost £65 per person, including lunch and everything you bake. Maximum 6 people per class; open to ages 14 and over.

## Payment and getting here

Payment: cash, debit and credit cards, and bank transfer for deposits. We don't accept cheques.
Parking: two free customer spaces behind the shop, reached from Kirkgate.
Phone: 01943 466 210
Email: orders@hollinlanebakery.co.uk`,
    faqs: [
      {
        question: 'Can I order a cake for this weekend?',
        answer:
          'We need at least 7 days for celebration cakes, but ring the shop: if we have a cancellation we may be able to help.',
      },
      {
        question: 'Do you make wedding cakes?',
        answer:
          'Yes. Wedding cakes start from £320 for three tiers, and every couple starts with a tasting consultation.',
      },
    ],
  },
  {
    clientName: 'Dale Pruitt',
    businessName: 'Northgate Lock & Key',
    domain: LOCKS,
    plan: 'Premium',
    industry: 'Other',
    email: 'service@northgatelockandkey.com',
    phone: '(614) 555-0187',
    notes:
      'Blind eval profile: a 24-hour locksmith with a key-cutting shop, serving homes, cars and businesses.',
    welcomeMessage:
      'Locked out? Need keys cut? Ask me about lockouts, car keys, rekeying, safes or our service area.',
    themeColor: '#1e3a8a',
    aiContent: `# Northgate Lock & Key: Columbus's 24-hour locksmith

Northgate Lock & Key is a family-owned locksmith in Columbus, Ohio, founded by Dale Pruitt in 1998. We are bonded and insured, every technician passes a background check, and our team are members of ALOA, the Associated Locksmiths of America. Our vans carry the Northgate name, and the technician will show you their company ID when they arrive.

## Emergency lockouts

We answer the phone 24 hours a day, 7 days a week, including holidays. In our service area a technician usually reaches you in 20 to 35 minutes.

| Service | Weekdays 8am–6pm | Evenings, nights, weekends & holidays |
|---------|------------------|----------------------------------------|
| House or apartment lockout | $85 | $135 |
| Car lockout | $75 | $125 |
| Business lockout | $95 | $150 |

Lockout prices include the trip to you anywhere in our service area. Before we open a home we ask for photo ID and proof of residence, such as a utility bill, lease or ID showing the address. We will not open a property for someone who cannot show they live there.

## Car keys

- Transponder key cut and programmed: from $140
- Remote key fob replacement: from $180
- Push-to-start smart key: from $260
- Lost all your keys: add $45 to cut a key from the vehicle code

We work on most makes and models from 2000 onward, at your home, workplace or wherever the car is parked. Some European models (BMW and Mercedes-Benz from 2015 on) need the dealer.

## Homes

- Rekeying: $25 per cylinder plus a $49 service call. Your old keys stop working and you keep the same locks.
- Installing a lock you have bought: $65 per lock
- Deadbolt supplied and fitted: from $120 (Grade 2) or $165 (Grade 1)
- Smart locks: we fit Schlage Encode, Yale Assure and August locks; installation is $95 and includes setting up the app with you.
- Key duplication at the shop: standard house keys $3.50 each; high-security keys (Medeco, Mul-T-Lock) $18 each, with your key card.

Landlords and property managers: we rekey between tenants, and jobs of 10 or more doors get 10% off.

## Businesses

Master key systems, panic bars, door closers, high-security cylinders and keypad access control. We offer a free site survey for commercial customers and give a written quote within 3 business days.

## Safes

- Safe opening (lost combination or key): from $150
- Combination change: $65

Our showroom stocks fire-rated home safes from several makers; come in and have a look.

## Service area

Columbus and suburbs within 20 miles of downtown, including Dublin, Westerville, Hilliard, Grove City, Reynoldsburg and Gahanna. Beyond 20 miles we add $2 per mile.

## Shop and showroom

Address: 1412 N High St, Columbus, OH 43201
Walk-in hours: Monday to Friday 8am – 6pm, Saturday 9am – 3pm, Sunday closed
Phone (24/7): (614) 555-0187
Email: service@northgatelockandkey.com

## Warranty

Locks and hardware we supply carry a 1 year warranty on parts and labor. On hardware you supply we guarantee our labor for 90 days.

## Payment and cancellations

We take cash, all major credit and debit cards, Apple Pay and Google Pay. Payment is due when the job is finished. Personal checks are accepted for daytime jobs only; no checks for emergency after-hours calls.

If you cancel after a technician has been dispatched, there is a $40 trip fee.`,
    faqs: [
      {
        question: 'Will you damage my door or car to get in?',
        answer:
          'Almost never. We use professional opening tools and only drill a lock as a last resort, after asking you first.',
      },
      {
        question: 'Is it cheaper to rekey or replace my locks?',
        answer:
          'Rekeying is usually cheaper: $25 per cylinder plus a $49 service call, and you keep your existing locks.',
      },
    ],
  },
];

export const HELD_OUT_SET_16: HeldOutCase[] = [
  // Bakery: answerable
  { domain: BAKERY, question: 'how much is a cake that would feed around 30 people?', fact: '£78' },
  { domain: BAKERY, question: 'What time do you shut on Saturdays?', fact: '2pm' },
  { domain: BAKERY, question: 'How far ahead do I have to order a birthday cake?', fact: '7 days' },
  {
    domain: BAKERY,
    question: "We're getting married in 6 weeks, is that enough time to get a wedding cake from you?",
    fact: '8 weeks',
  },
  {
    domain: BAKERY,
    question: 'If I pay the deposit and then change my mind do I get it back?',
    fact: 'non-refundable',
  },
  { domain: BAKERY, question: 'could you do a vegan carrot cake?', fact: 'except carrot and walnut' },
  {
    domain: BAKERY,
    question: 'My daughter has coeliac disease - would your gluten free cakes be safe for her?',
    fact: 'cross-contamination',
  },
  {
    domain: BAKERY,
    question: 'Can you drop a cake off to my house? Im about 4 miles from you',
    fact: '£7.50',
  },
  { domain: BAKERY, question: 'price for a dozen cupcakes?', fact: '£30' },
  {
    domain: BAKERY,
    question: 'I only need 8 cupcakes done in superhero colours, is that possible?',
    fact: 'minimum of 12',
  },
  {
    domain: BAKERY,
    question: 'do you do cake tasting before the wedding and what does it cost',
    fact: '£25',
  },
  { domain: BAKERY, question: "What's the least I'd spend on a wedding cake?", fact: '£320' },
  {
    domain: BAKERY,
    question:
      'Our reception is 18 miles from Otley. Will you bring the cake and set it up, and what do you charge?',
    fact: '£1 per mile',
  },
  { domain: BAKERY, question: 'Can I pay by cheque?', fact: "don't accept cheques" },
  { domain: BAKERY, question: 'is there parking near the shop', fact: 'behind the shop' },
  {
    domain: BAKERY,
    question: 'Can I get a salted caramel cake for a party in July?',
    fact: 'October to February',
  },
  {
    domain: BAKERY,
    question: 'Can my 12 year old son come to the bread making course with me?',
    fact: '14 and over',
  },
  {
    domain: BAKERY,
    question: 'I have to cancel my cake, the party is the day after tomorrow. Do I still have to pay?',
    fact: 'full price',
  },
  { domain: BAKERY, question: 'how much extra to put a photo on top of the cake', fact: '£8' },
  {
    domain: BAKERY,
    question: 'I run a little cafe, is there a minimum for regular bread orders?',
    fact: '£40',
  },

  // Bakery: the knowledge does not say
  { domain: BAKERY, question: 'How much is a 12 inch cake?', fact: null },
  { domain: BAKERY, question: 'Do you make sugar-free cakes for diabetics?', fact: null },
  { domain: BAKERY, question: 'Are you open on Good Friday?', fact: null },
  { domain: BAKERY, question: 'Can you make a 3D cake shaped like a tractor?', fact: null },
  { domain: BAKERY, question: 'How long will the cake keep, and can I freeze leftovers?', fact: null },
  { domain: BAKERY, question: 'Do you sell gift vouchers?', fact: null },
  { domain: BAKERY, question: 'Is the shop wheelchair accessible?', fact: null },
  { domain: BAKERY, question: 'Are any of your cakes halal certified?', fact: null },
  { domain: BAKERY, question: 'Do you have any jobs going? I am a trained pastry chef', fact: null },
  { domain: BAKERY, question: 'How many calories are in one of your cinnamon buns?', fact: null },

  // Locksmith: answerable
  { domain: LOCKS, question: "I'm locked out of my house, it's 11pm. How much will it cost?", fact: '$135' },
  {
    domain: LOCKS,
    question: 'left my keys inside the car, its tuesday around 2 in the afternoon. price?',
    fact: '$75',
  },
  { domain: LOCKS, question: 'How fast can someone get to me?', fact: '20 to 35 minutes' },
  { domain: LOCKS, question: 'Are you guys working on Christmas Day?', fact: 'including holidays' },
  {
    domain: LOCKS,
    question: "I've lost every key for my car, is there an extra charge for that?",
    fact: '$45',
  },
  { domain: LOCKS, question: 'what do you charge to replace a remote for my car', fact: '$180' },
  { domain: LOCKS, question: 'Can you make a spare key for my 2019 BMW X3?', fact: 'dealer' },
  {
    domain: LOCKS,
    question: 'We just bought a house. How much to rekey the 3 locks?',
    fact: '$25 per cylinder',
  },
  { domain: LOCKS, question: 'do u install August smart locks and how much', fact: '$95' },
  { domain: LOCKS, question: 'How much to copy a regular front door key?', fact: '$3.50' },
  {
    domain: LOCKS,
    question: 'I live about 30 miles outside Columbus, do you charge more?',
    fact: '$2 per mile',
  },
  { domain: LOCKS, question: 'What time does the shop close on a Saturday?', fact: '3pm' },
  { domain: LOCKS, question: 'where is your store', fact: '1412 N High St' },
  { domain: LOCKS, question: 'If you put in a new deadbolt, how long is it guaranteed?', fact: '1 year' },
  {
    domain: LOCKS,
    question: 'What will I need to show you before you let me back into my apartment?',
    fact: 'proof of residence',
  },
  {
    domain: LOCKS,
    question: "Forgot the combination to my safe, can you get it open? What's the cost?",
    fact: '$150',
  },
  { domain: LOCKS, question: 'Price for the most secure deadbolt you sell, fitted?', fact: '$165' },
  {
    domain: LOCKS,
    question: 'I manage a building with 12 units and need them all rekeyed, any discount?',
    fact: '10% off',
  },
  {
    domain: LOCKS,
    question: 'what if I find my keys after you have already sent someone out?',
    fact: '$40',
  },
  {
    domain: LOCKS,
    question: 'Do you take Google Pay? And can I write you a check if you come out at 2am?',
    fact: 'no checks',
  },

  // Locksmith: the knowledge does not say
  { domain: LOCKS, question: 'Do you repair garage door openers?', fact: null },
  { domain: LOCKS, question: 'Can you install a Ring doorbell camera while you are here?', fact: null },
  { domain: LOCKS, question: 'How much to replace a car ignition cylinder?', fact: null },
  { domain: LOCKS, question: 'Can you cut a key for my motorcycle?', fact: null },
  { domain: LOCKS, question: 'Do you give a discount to seniors or veterans?', fact: null },
  { domain: LOCKS, question: 'How much is it to change the lock on my mailbox?', fact: null },
  { domain: LOCKS, question: 'Are you hiring apprentice locksmiths?', fact: null },
  { domain: LOCKS, question: 'Can you cut a key from a photo of it?', fact: null },
  { domain: LOCKS, question: 'Do you cut off bike locks if I lost the key?', fact: null },
  { domain: LOCKS, question: 'What brands of padlock do you sell in the shop?', fact: null },
];

/**
 * How visitors word support questions versus how businesses word their knowledge. Each line reads
 * "phrase, phrase => knowledge words": a question phrase is also matched by the knowledge words.
 * "*" in a phrase stands for up to two words ("send it back"); a "+word" target is only searched for. A line starting with "~" names what is
 * asked about (a price, a time, a place) rather than the subject, so it ranks but never decides
 * coverage; "!" is the same, and an answer must also state it (a figure, a duration), which "#money"
 * and "#duration" stand for. Kept to general support vocabulary; no entry names one business's facts.
 */
export const PARAPHRASE_TABLE: readonly string[] = [
  // Frames with no subject of their own: "how do i figure out which size", "dyes full of chemicals".
  'figure out, figure * out, find out, full of, quick q, quick question => ',
  // Returns and refunds.
  'send back, send * back, sent back, give back, give * back, bring back, bring * back, take back, take * back, returnable => return returns refund',
  'money back, reimburse, reimbursed, reimbursement => refund',
  'card, cards, credit card, debit card => card payment',
  'exchange, exchanges, swap => exchange return',
  // Prices and what is paid.
  '!how much, cost, costs, price, prices, pricing, priced, fee, fees, charge, charges, rate, rates, cheap, cheapest, cheaper, expensive, afford, affordable, per month, monthly, lowest, run us, run me, set me back, set us back, cost extra, charge extra, extra charge, extra cost, pricey, what cut, your cut, the cut, does * run, would * run, will * run, run per, runs per, do * go for, does * go for => pricing price cost costs free from #money',
  // Paying for something may only frame the question ("pay for the faster shipping, how soon would it
  // get here"; "do we have to pay for each site"): it ranks prices without demanding one.
  '~pay, paying, paid => pricing price cost costs free from #money',
  // What a price is counted by: per seat, per head and per user are one thing.
  'per person, per seat, per head, per member, per license, per licence, per agent, each user => user',
  '~minimum, min, at least, threshold, qualify => over',
  '~spend, spending, spent => purchases order',
  'free of charge, no charge, at no cost, complimentary, without paying => free',
  // Time and speed.
  '!how long, how quickly, how quick, how fast, how soon, how many days, length, duration, turnaround, quick, quickly, fast, soon, when will => takes within days hours minutes time #duration',
  // A deadline asked about ("is it too late to return") is answered by the window the knowledge states.
  '~too late, still time, deadline, cutoff, cut off => within #duration',
  'faster, quicker, quickest, fastest, speedier, expedited, rush, next day, overnight, priority => express',
  'arrive, arrives, arrival, get here, receive, received, show up, shows up, turn up, turns up => delivery shipping ships',
  'deliveries, deliver, delivering, postage => delivery shipping',
  'normal, regular, ordinary => standard',
  // Where a business is and when it is open.
  'located, location, locations, address, situated, headquarters, based, where are you, where is your => office address located',
  'open, opening, close, closing, hours, office hours, business hours, opening times => hours open',
  'weekend, weekends => saturday sunday week daily',
  // A weekday is covered by "seven days a week" or "daily"; asked with the hours ("open on a sunday?"),
  // also by the days the knowledge names ("Monday to Saturday"), see "#day".
  'monday, tuesday, wednesday, thursday, friday, saturday, sunday, mondays, tuesdays, wednesdays, thursdays, fridays, saturdays, sundays => week daily #day',
  // A time of day asks for the hours, which the answer must state ("8pm" is answered by "10 AM to 7 PM").
  '!clocktime, morning, mornings, afternoon, afternoons, evening, evenings, at night, late at night, midnight, lunchtime, after work, before work => #clock +hours +open',
  // Contact and support. Someone being there to help is the support team being available.
  'anyone there, anybody there, someone there, anyone around, anyone available, someone available, anyone on call => support available',
  'breaks, goes wrong, went wrong, stops working, stopped working, crashes, crashed, glitch, glitches, outage => support repair fixes',
  'reply, replies, replying, respond, responds, response, responses => responds answers reply',
  'reach, contact, get in touch, talk to, speak to, speak with, email you, write to => contact email support',
  // Fixing things.
  'fix, fixes, fixed, fixing, mend, mending, patch, sew, stitch => repair repairs fixes',
  '~broken, torn, ripped, damaged, busted, loose => repair',
  // Software: plans, integrations, setup, security.
  'tier, tiers, package, packages, subscription, subscriptions, upgrade, upgrading, downgrade, downgrading => plan plans',
  // "The cheapest option" may be a plan; "the quickest shipping option" is not about plans.
  '~option, options => plan plans',
  // A place in a list of plans ("the middle plan", "a bigger tier"): the answerer picks which.
  '~middle plan, middle tier, middle one, mid tier, midrange plan, biggest plan, biggest tier, biggest one, bigger plan, bigger tier, bigger one, largest plan, larger plan, highest plan, highest tier, top tier => plan plans',
  'pro => professional',
  'plug into, plug in, plugs into, hook up, hook up to, hook into, hooks into, connect, connects, link, sync, syncs, work with, works with, alongside, together with, compatible, compatibility, integrate, integration => integrates integration connects',
  'single sign on, single signon, saml => sso',
  'set up, setup, get started, get up and running, up and running, install, installation, onboarding, go live => setup install',
  'try, try out, try * out, test drive, test it, test * out => trial',
  // How hard something is asks about setting it up; the subject decides.
  '~easy, hard, difficult, complicated, tricky, pain, hassle => setup simple',
  'get * onto, put * onto, put * on my, add * to my, embed, embedding, go on => setup install',
  // No cap on something is the knowledge's "unlimited".
  'no cap, no limit, no limits, uncapped, limitless, as many as => unlimited',
  // The most something covers: "800 chats a month tops" is answered by "up to 1,000".
  'tops, at most, at the most, max, maximum, no more than => up',
  'walk * through, walk * thru, walkthrough, demonstration, presentation, demo call, demo meeting => demo',
  'bot, chat bot, chatbot, widget, chat widget => chatbot',
  'chats, conversation, conversations, messages => conversations',
  'logo, white label, brand, branding, colours, colors, colour scheme, color scheme, theme, customise, customize => branding custom',
  'stats, statistics, metrics, dashboard, dashboards, reporting, insights => analytics reports',
  'safe, secure, security, protected, protection, privacy => security secure encrypted',
  'stored, storing, storage, at rest, on your servers, on your server, your servers => rest stored',
  'in transit, sent over, being sent, transmitted, transmission, over the network, over the internet => transit',
  'compliant, compliance, certified, certification, certificate => certified',
  'site, sites, website, websites => website websites',
  // Shops: clothing, sizes, styling.
  'plus size, plus sizes, plus-size, extended sizes, large sizes, big sizes, 2x, 3x, 4x, xxl, xxxl, 2xl, 4xl => size sizes xl 3xl',
  'fit, fits, sizing, smallest size, largest size, biggest size => size sizes',
  'petite, small sizes => size sizes xs',
  'size guide, sizing guide, fit guide, measurements, guide => size chart measurements',
  'stylist, stylists, style, styling => styling',
  'appointment, appointments, consultation, booking => session appointment book',
  'fabric, fabrics, material, materials, made of, made from, made out of => materials made',
  'chemical, chemicals, nasty chemicals, harsh chemicals, harmful chemicals, toxins, toxic => compounds chemicals',
  'sweater, sweaters, cardigan, cardigans, jumper, jumpers, pullover, pullovers, knit, knits => knitwear',
  'tee, tees, tshirt, tshirts => shirt shirts',
  'shop, shops, store, stores, boutique => store shop boutique',
  'how big, that big, big enough, that small, how small, small enough => size sizes',
  'outfit, outfits, garment, garments, apparel => clothing garment',
  'jacket, jackets, coat, coats, parka, parkas, raincoat, raincoats => outerwear jackets coats',
  'wore, worn, wear, wearing => worn unworn',
  // Guarantees and care.
  'forever, for life, lifelong, permanent, permanently => lifetime',
  'emissions, carbon footprint, co2, offset, offsets => carbon neutral',
  'eco friendly, environmentally friendly, green => sustainable',
  // Property: homes, renting, valuations, viewings, areas.
  'house, houses, home, homes, property, properties => home homes property properties',
  'rent, renting, lease, leasing, to let => rentals rental',
  'value, valued, appraise, appraisal, worth, estimate => valuation',
  // Living far away asks how to see a place without coming: "out of state, can't fly down".
  'online, virtual, virtually, remote, remotely, video, out of state, out of town, fly down, fly in, long distance => virtual',
  'visit, visiting, showing, showings, viewing, viewings, tour, tours => viewing viewings tours',
  // Coming by in person frames a question about a place and its hours; the place decides.
  '~pop in, pop into, pop by, drop in, drop into, drop by, stop by, swing by, come by, walk in => visit open',
  'book, schedule, scheduling, reserve, arrange => book schedule',
  'doorman, doormen, front desk, reception, receptionist => concierge',
  'apartment, apartments, flat, flats => condo condos rental rentals',
  // Moving somewhere frames a question about that area.
  '~moving to, move to, relocating to, relocate to, relocating, relocate, city, cities, town, towns, neighborhood, neighborhoods, neighbourhood, neighbourhoods, region, regions, district, districts, area, areas => area',
  'cover, covers, serve, serves, operate, operates => serving serve',
];

/**
 * The words and numbers the event generator (event-generator.ts) draws from: category weights, the formats
 * that suit each category, title templates per format, name vocabularies, start hours and durations, and
 * prices. Data only.
 */
import type { FormatShortName } from '../../../src/taxonomy';

// Relative frequency of categories in the catalogue (music and food are the busiest listings).
export const CATEGORY_WEIGHT: Record<string, number> = {
  music: 10,
  'food-and-drink': 7,
  business: 7,
  'science-and-tech': 5,
  arts: 6,
  community: 5,
  health: 5,
  'sports-and-fitness': 5,
  'film-and-media': 4,
  'family-and-education': 4,
  'charity-and-causes': 3,
  hobbies: 4,
  'travel-and-outdoor': 3,
  fashion: 2,
  spirituality: 2,
  government: 2,
  holiday: 3,
  'home-and-lifestyle': 2,
  'auto-boat-and-air': 2,
  'school-activities': 2,
  other: 2,
};

// Formats that suit a category; 95% of events use one of these, the rest any format (so every format occurs).
export const FORMATS_OF_CATEGORY: Record<string, FormatShortName[]> = {
  music: ['performance', 'festival', 'party', 'class'],
  'food-and-drink': ['festival', 'class', 'tour', 'party', 'networking'],
  business: ['conference', 'seminar', 'networking', 'expo', 'class'],
  'science-and-tech': ['conference', 'seminar', 'networking', 'class', 'expo'],
  arts: ['performance', 'class', 'attraction', 'festival', 'screening'],
  community: ['festival', 'networking', 'party', 'rally', 'tour'],
  health: ['class', 'retreat', 'seminar', 'expo'],
  'sports-and-fitness': ['race', 'tournament', 'game', 'class'],
  'film-and-media': ['screening', 'festival', 'appearance', 'convention'],
  'family-and-education': ['class', 'attraction', 'festival', 'seminar'],
  'charity-and-causes': ['gala', 'rally', 'race', 'networking'],
  hobbies: ['convention', 'class', 'game', 'expo'],
  'travel-and-outdoor': ['tour', 'retreat', 'race', 'class'],
  fashion: ['expo', 'performance', 'party', 'networking'],
  spirituality: ['retreat', 'class', 'seminar', 'festival'],
  government: ['rally', 'seminar', 'conference', 'appearance'],
  holiday: ['party', 'festival', 'attraction', 'performance'],
  'home-and-lifestyle': ['class', 'expo', 'seminar', 'networking'],
  'auto-boat-and-air': ['expo', 'race', 'convention', 'tour'],
  'school-activities': ['game', 'performance', 'class', 'festival'],
  other: ['networking', 'party', 'class', 'attraction'],
};

/** Subcategories whose category formats would read oddly ("Yoga Tournament"). */
export const FORMATS_OF_SUBCATEGORY: Partial<Record<number, FormatShortName[]>> = {
  8019: ['class', 'retreat'],
  7005: ['class', 'retreat'],
};

export const TEMPLATES: Record<FormatShortName, string[]> = {
  conference: ['{City} {Topic} Summit {Year}', '{Topic} Conference {Year}', 'The Future of {Topic}: {City} Conference'],
  seminar: ['{Topic} Talk: {Theme}', 'Intro to {Topic}: An Evening Seminar', '{Topic} Masterclass with {Person}'],
  expo: ['{City} {Topic} Expo', '{Topic} Trade Show {Year}', '{Season} {Topic} Expo'],
  convention: ['{Topic} Con {Year}', '{City} {Topic} Convention', '{Topic} Fan Convention'],
  festival: ['{City} {Topic} Festival', '{Season} {Topic} Fest', '{Topic} Street Festival'],
  performance: ['{Mood} {Topic} Jam at {Venue}', '{Topic} Live at {Venue}', '{Person} Live: {Topic} Showcase'],
  screening: ['{Topic} Film Screening at {Venue}', 'Outdoor Cinema: {Topic} Classics', '{Topic} Shorts Night'],
  gala: ['{Topic} Gala {Year}', 'Annual {Topic} Benefit Gala', '{Season} {Topic} Gala Dinner'],
  class: ['{Level} {Topic} Class', '{Topic} Workshop for {Audience}', 'Hands-On {Topic} Class at {Venue}'],
  networking: ['{Topic} Networking Mixer', '{City} {Topic} Meetup', 'After-Work {Topic} Social'],
  party: ['{Mood} {Topic} Party at {Venue}', '{Topic} Dance Party', '{Season} {Topic} Party'],
  rally: ['Rally for {Topic}', '{City} {Topic} March', 'Stand Up for {Topic}'],
  tournament: ['{City} {Topic} Tournament', '{Topic} Open {Year}', '{Season} {Topic} Cup'],
  game: ['{Topic} Game Night at {Venue}', '{Topic} Trivia Night', '{Topic} Match Day'],
  race: ['{City} {Topic} 5K', '{Topic} Fun Run', '{Season} {Topic} Half Marathon'],
  tour: ['{Topic} Walking Tour of {City}', 'Guided {Topic} Tour', '{Mood} {Topic} Tour'],
  attraction: ['{Topic} Experience', 'The {City} {Topic} Exhibit', '{Topic} Discovery Day'],
  retreat: ['{Topic} Weekend Retreat', '{Season} {Topic} Retreat', '{Topic} Reset: A Day Retreat'],
  appearance: ['Meet & Greet: {Topic} with {Person}', 'An Evening with {Person}', '{Person} Book Signing: {Topic}'],
};

export const MOODS = [
  'Late-Night',
  'Sunset',
  'Sunday',
  'Friday Night',
  'Rooftop',
  'Underground',
  'Acoustic',
  'Candlelight',
  'Midweek',
  'Open-Air',
];
export const LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Drop-In', 'Weekend', 'Evening'];
export const AUDIENCES = ['Beginners', 'Families', 'Professionals', 'Teens', 'Seniors', 'Couples', 'Newcomers'];
export const THEMES = [
  'What Comes Next',
  'Lessons from the Field',
  'A Practical Guide',
  'Myths and Facts',
  'Getting Started',
  'Ask Me Anything',
];
export const FIRST_NAMES = [
  'Ada',
  'Malik',
  'Sofia',
  'Kenji',
  'Amara',
  'Luca',
  'Priya',
  'Diego',
  'Ingrid',
  'Tomás',
  'Zanele',
  'Noah',
  'Mei',
  'Omar',
  'Chloé',
  'Ravi',
];
export const LAST_NAMES = [
  'Okafor',
  'Lindqvist',
  'Moreau',
  'Tanaka',
  'Alvarez',
  'Novak',
  'Haddad',
  'Byrne',
  'Castillo',
  'Kowalski',
  'Mensah',
  'Fischer',
  'Reyes',
  'Sato',
];
export const COLORS = ['Blue', 'Green', 'Velvet', 'Copper', 'Golden', 'Amber', 'Indigo', 'Scarlet', 'Silver'];
export const NOUNS = [
  'Harbor',
  'Lantern',
  'Mill',
  'Orchard',
  'Foundry',
  'Granary',
  'Beacon',
  'Canopy',
  'Atlas',
  'Meridian',
  'Juniper',
  'Magnolia',
  'Anchor',
  'Compass',
];
export const VENUE_PATTERNS = [
  'The {Color} Room',
  '{Noun} Hall',
  'The {Color} {Noun}',
  '{Street} Community Center',
  '{City} Convention Center',
  "{Last}'s Tavern",
  '{Noun} Loft',
  '{Noun} Theatre',
  '{Noun} Gallery',
  '{Noun} Brewing Co.',
  'Studio {Number}',
  '{City} Park Pavilion',
];
export const STREETS = [
  'Main',
  'Oak',
  'Maple',
  'Cedar',
  'Market',
  'Church',
  'High',
  'Park',
  'Elm',
  'Water',
  'Mill',
  'King',
  'Queen',
  'Station',
  'Harbor',
  'River',
];
export const STREET_TYPES = ['Street', 'Avenue', 'Road', 'Lane', 'Boulevard', 'Square'];

/** Typical start hours and durations (hours) by format. */
export const TIMING: Record<FormatShortName, { hours: number[]; duration: number }> = {
  conference: { hours: [8, 9, 10], duration: 8 },
  seminar: { hours: [12, 17, 18, 19], duration: 2 },
  expo: { hours: [9, 10, 11], duration: 7 },
  convention: { hours: [9, 10], duration: 9 },
  festival: { hours: [11, 12, 14, 16], duration: 8 },
  performance: { hours: [19, 20, 21, 22], duration: 3 },
  screening: { hours: [18, 19, 20, 21], duration: 2.5 },
  gala: { hours: [18, 19], duration: 5 },
  class: { hours: [9, 10, 11, 14, 18, 19], duration: 2 },
  networking: { hours: [17, 18, 19], duration: 3 },
  party: { hours: [20, 21, 22, 23], duration: 5 },
  rally: { hours: [10, 11, 12], duration: 3 },
  tournament: { hours: [9, 10, 13], duration: 6 },
  game: { hours: [18, 19, 20], duration: 3 },
  race: { hours: [7, 8, 9], duration: 4 },
  tour: { hours: [10, 11, 14, 15, 16], duration: 2 },
  attraction: { hours: [10, 11, 12, 13], duration: 4 },
  retreat: { hours: [9, 10], duration: 30 },
  appearance: { hours: [17, 18, 19], duration: 2 },
};

/** Typical lowest price (major units) by format, before a random factor of 0.5x-2x. */
export const BASE_PRICE: Record<FormatShortName, number> = {
  conference: 199,
  seminar: 15,
  expo: 25,
  convention: 45,
  festival: 60,
  performance: 30,
  screening: 12,
  gala: 150,
  class: 35,
  networking: 10,
  party: 20,
  rally: 5,
  tournament: 40,
  game: 15,
  race: 40,
  tour: 25,
  attraction: 22,
  retreat: 180,
  appearance: 20,
};
export const ZERO_DECIMAL_CURRENCIES = new Set(['JPY', 'CLP', 'COP']);
export const PRICE_SCALE: Record<string, number> = {
  JPY: 150,
  INR: 80,
  BRL: 5,
  MXN: 17,
  ARS: 900,
  COP: 4000,
  CLP: 900,
  ZAR: 18,
  SEK: 10,
  NOK: 10,
  DKK: 7,
  PLN: 4,
};

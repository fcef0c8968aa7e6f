// Word lists for generated books. Entries within a list are distinct, so different picks give different titles.

// prettier-ignore
export const TITLE_ADJECTIVES = [
  'Silent', 'Hidden', 'Forgotten', 'Golden', 'Crimson', 'Distant', 'Broken', 'Quiet', 'Burning', 'Frozen',
  'Secret', 'Wandering', 'Last', 'Lost', 'Hollow', 'Gentle', 'Bitter', 'Velvet', 'Silver', 'Northern',
  'Southern', 'Endless', 'Midnight', 'Painted', 'Restless', 'Shattered', 'Sleeping', 'Sunken', 'Twilight', 'Wild',
  'Amber', 'Ashen', 'Blue', 'Copper', 'Drowned', 'Emerald', 'Fading', 'Glass', 'Iron', 'Jade',
  'Lonely', 'Luminous', 'Marble', 'Narrow', 'Obsidian', 'Pale', 'Radiant', 'Scarlet', 'Stolen', 'Tender',
  'Unseen', 'Vanishing', 'Winter', 'Autumn', 'Summer', 'Spring', 'Ancient', 'Borrowed', 'Crooked', 'Dreaming',
  'Eternal', 'Faithful', 'Gilded', 'Hungry',
] as const;

// prettier-ignore
export const TITLE_NOUNS = [
  'Harbor', 'Garden', 'Lighthouse', 'Library', 'River', 'Mountain', 'Orchard', 'Kingdom', 'Letter', 'Map',
  'Bridge', 'Clock', 'Compass', 'Crown', 'Daughter', 'Empire', 'Feather', 'Forest', 'Gate', 'Heart',
  'House', 'Island', 'Journey', 'Key', 'Lantern', 'Memory', 'Mirror', 'Night', 'Ocean', 'Painter',
  'Promise', 'Queen', 'Road', 'Sailor', 'Shadow', 'Song', 'Star', 'Storm', 'Tide', 'Tower',
  'Traveller', 'Valley', 'Voyage', 'Watchmaker', 'Widow', 'Wanderer', 'Witness', 'Alchemist', 'Archive', 'Balcony',
  'Cartographer', 'Cathedral', 'Chapel', 'Courtyard', 'Dancer', 'Dream', 'Ferry', 'Fountain', 'Glasshouse', 'Hunter',
  'Inheritance', 'Labyrinth', 'Meadow', 'Monastery',
] as const;

// prettier-ignore
export const TITLE_PLACES = [
  'Lisbon', 'Kyoto', 'Marrakesh', 'Oslo', 'Buenos Aires', 'Istanbul', 'Prague', 'Lagos', 'Hanoi', 'Reykjavik',
  'Vienna', 'Mumbai', 'Cairo', 'Havana', 'Edinburgh', 'Seville', 'Tbilisi', 'Krakow', 'Nairobi', 'Valparaíso',
  'Samarkand', 'Zanzibar', 'Venice', 'Dublin', 'Montreal', 'Kolkata', 'Saint Petersburg', 'Bruges', 'Cusco', 'Damascus',
  'Shanghai', 'Seoul', 'Tangier', 'Alexandria', 'Naples', 'Porto', 'Athens', 'Beirut', 'Bergen', 'Bordeaux',
  'Cartagena', 'Dakar', 'Florence', 'Galway', 'Granada', 'Helsinki', 'Isfahan', 'Jaipur', 'Kathmandu', 'Lima',
  'Lyon', 'Macau', 'Oaxaca', 'Palermo', 'Quito', 'Riga', 'Salzburg', 'Tallinn', 'Trieste', 'Valletta',
  'Wellington', 'Yerevan', 'Zagreb', 'the North',
] as const;

// prettier-ignore
export const AUTHOR_FIRST_NAMES = [
  'Adaeze', 'Ahmed', 'Akira', 'Alejandro', 'Alice', 'Amelia', 'Anders', 'Anika', 'Antoine', 'Ayesha',
  'Beatriz', 'Benedikt', 'Carmen', 'Chidi', 'Clara', 'Daniel', 'Daria', 'Diego', 'Eamon', 'Elena',
  'Emil', 'Esther', 'Farah', 'Felix', 'Gabriela', 'Giulia', 'Hamid', 'Hannah', 'Haruki', 'Ines',
  'Ivan', 'Jakob', 'Jia', 'Jonas', 'Julia', 'Kai', 'Kamala', 'Karin', 'Kenji', 'Laila',
  'Laura', 'Leon', 'Lucia', 'Magnus', 'Maria', 'Marek', 'Maya', 'Mikhail', 'Nadia', 'Naveen',
  'Nina', 'Noah', 'Olga', 'Omar', 'Pablo', 'Paulina', 'Pedro', 'Rania', 'Ravi', 'Rosa',
  'Ruth', 'Samuel', 'Sana', 'Sebastian', 'Selin', 'Shira', 'Simone', 'Sipho', 'Sun', 'Tamar',
  'Teodor', 'Thomas', 'Uma', 'Vera', 'Viktor', 'Wanjiru', 'Xavier', 'Yara', 'Yusuf', 'Zofia',
] as const;

// prettier-ignore
export const AUTHOR_LAST_NAMES = [
  'Abara', 'Andersen', 'Bianchi', 'Bondarenko', 'Castillo', 'Chowdhury', 'Dubois', 'Eze', 'Falk', 'Fischer',
  'Galván', 'García', 'Haidari', 'Halvorsen', 'Hashimoto', 'Horvat', 'Ibrahim', 'Ivanova', 'Jablonski', 'Jovanović',
  'Kapoor', 'Karlsson', 'Kaya', 'Khoury', 'Kobayashi', 'Kruger', 'Laurent', 'Lindgren', 'Liu', 'Lopes',
  'Makarova', 'Mansour', 'Marino', 'Mbeki', 'Molnár', 'Mori', 'Mwangi', 'Nakagawa', 'Navarro', 'Nielsen',
  'Novak', 'Nowak', 'Obi', 'Ortega', 'Park', 'Pereira', 'Quinn', 'Rahimi', 'Reyes', 'Richter',
  'Romano', 'Rosenberg', 'Saarinen', 'Salazar', 'Schneider', 'Sharma', 'Silva', 'Sokolov', 'Suzuki', 'Takahashi',
  'Tanaka', 'Torres', 'Tran', 'Varga', 'Vasquez', 'Virtanen', 'Wagner', 'Walsh', 'Wang', 'Yamamoto',
  'Yilmaz', 'Zhang', 'Zielinski', 'Ó Briain', 'Bergström', 'Costa', 'Demir', 'Esposito', 'Fontaine', 'Grünewald',
] as const;

export const VOLUME_PUBLISHERS = [
  'Lantern House',
  'Blue Heron Press',
  'Northwind Books',
  'Harbor Lane Press',
  'Juniper & Vale',
  'Meridian Editions',
  'Saltmarsh Publishing',
  'Quillstone Books',
  'Copperleaf Press',
  'Foxglove Editions',
  'Old Mill Publishers',
  'Starling Books',
] as const;

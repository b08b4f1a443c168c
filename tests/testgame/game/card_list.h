// Every card of the test game: registering a card is one line here plus its
// file cards/<name>.cpp defining `const Card& card_<name>()`. The table
// order is the definition index (saves store it). tests/testgame/
// cards_test.cpp checks that every card has a unique key, a text for each
// ability, and valid script frame kinds.
#pragma once
#define TG_CARDS(X) \
  X(base)             \
  X(trooper)          \
  X(medic)            \
  X(shield_generator) \
  X(jammer)           \
  X(sergeant)         \
  X(walker)           \
  X(recorder)         \
  X(avenger)          \
  X(scavenger)        \
  X(rally)            \
  X(gunner)           \
  X(phoenix)          \
  X(echo)

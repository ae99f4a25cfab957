# Army and tile names: their only source (the rules' data holds keys). A tile's name may
# carry aliases in parentheses, which lists and pictures leave out; a .short attribute is the
# name on a phone picture when the whole one does not fit a tile in three lines (every
# language gives it for the same tiles, the same as the name where that fits).

## Armies

army-moloch = Moloch
army-borgo = Borgo
army-outpost = Outpost
army-hegemony = Hegemony
army-beasts = Beasts
army-steel-police = Steel Police
army-dancer = Dancer
army-smart = Smart
army-new-york = New York
army-neojungle = Neojungle
army-vegas = Vegas
army-mississippi = Mississippi
army-sharrash = Sharrash
army-uranopolis = Uranopolis
army-doomsday-machine = Doomsday Machine

## Moloch

tile-moloch-hq = Moloch HQ
tile-moloch-blocker = Blocker
tile-moloch-hybrid = Hybrid
tile-moloch-gauss-cannon = Gauss Cannon
tile-moloch-juggernaut = Juggernaut
tile-moloch-hunter-killer = Hunter-Killer
tile-moloch-clown = The Clown
tile-moloch-armored-hunter = Armored Hunter
    .short = Armored Hunter
tile-moloch-armored-guard = Armored Guard
    .short = Armored Guard
tile-moloch-guard = Guard
tile-moloch-protector = Protector
tile-moloch-hornet = Hornet (a.k.a. Ripper)
tile-moloch-net-fighter = Net Fighter
tile-moloch-stormtrooper = Stormtrooper
tile-moloch-mother = Mother Module
tile-moloch-medic = Medic
tile-moloch-brain = The Brain
tile-moloch-officer = Officer
tile-moloch-scout = Scout
tile-moloch-air-strike = Air Strike
tile-moloch-battle = Battle
tile-moloch-move = Move
tile-moloch-push-back = Push Back

## Borgo

tile-borgo-hq = Borgo HQ
tile-borgo-mutant = Mutant
tile-borgo-claws = Claws
tile-borgo-super-mutant = Super-Mutant
tile-borgo-net-fighter = Net Fighter
tile-borgo-brawler = Brawler
tile-borgo-assassin = Assassin
tile-borgo-medic = Medic
tile-borgo-officer = Officer
tile-borgo-super-officer = Super-Officer
tile-borgo-scout = Scout
tile-borgo-battle = Battle
tile-borgo-move = Move
tile-borgo-grenade = Grenade

## Outpost

tile-outpost-hq = Outpost HQ
tile-outpost-runner = Runner
tile-outpost-hmg = HMG
tile-outpost-commando = Commando
tile-outpost-annihilator = Annihilator
tile-outpost-mobile-armor = Mobile Armor
    .short = Mobile Armor
tile-outpost-brawler = Brawler
tile-outpost-saboteur = Saboteur
tile-outpost-recon-center = Recon Centre
tile-outpost-medic = Medic
tile-outpost-officer = Officer
tile-outpost-scoper = Scoper
tile-outpost-scout = Scout
tile-outpost-battle = Battle
tile-outpost-move = Move
tile-outpost-sniper = Sniper

## Hegemony

tile-hegemony-hq = Hegemony HQ
tile-hegemony-runner = Runner
tile-hegemony-thug = Thug
tile-hegemony-ganger = Ganger
tile-hegemony-gladiator = Gladiator
tile-hegemony-net-fighter = Net Fighter
tile-hegemony-net-master = Net Master
tile-hegemony-guard = Guard
tile-hegemony-universal-soldier = Universal Soldier
tile-hegemony-boss = The Boss
tile-hegemony-officer-1 = Officer I
tile-hegemony-officer-2 = Officer II
tile-hegemony-scout = Scout
tile-hegemony-transport = Transport
tile-hegemony-quartermaster = Quartermaster
tile-hegemony-battle = Battle
tile-hegemony-move = Move
tile-hegemony-sniper = Sniper
tile-hegemony-push-back = Push Back

## Beasts

tile-beasts-hq = Beasts HQ
tile-beasts-cerberus = Cerberus
tile-beasts-alpha = Alpha
tile-beasts-hive = Hive
tile-beasts-the-ram = The Ram
tile-beasts-acid-spit = Acid-Spit
tile-beasts-bug = Bug
tile-beasts-urchin = Urchin
tile-beasts-vulture = Vulture
tile-beasts-arachnid = Arachnid
tile-beasts-ranger = Ranger
tile-beasts-officer = Officer I
tile-beasts-scrabbler = Scrabbler
tile-beasts-battle = Battle
tile-beasts-move = Move
tile-beasts-grab = Grab
tile-beasts-hunt = Hunt

## Steel Police

tile-steel-police-hq = Steel Police HQ
tile-steel-police-predator = Predator
tile-steel-police-judge = Judge
tile-steel-police-pacifier = Pacifier
tile-steel-police-riot-policeman = Riot Policeman
tile-steel-police-executioner = Executioner
tile-steel-police-bandog = Bandog
tile-steel-police-wardog = Wardog
tile-steel-police-net-of-steel-launcher = Net of Steel Launcher
    .short = Net of Steel Launcher
tile-steel-police-officer = Officer
tile-steel-police-sergeant = Sergeant
tile-steel-police-scout = Scout
tile-steel-police-saboteur = Saboteur
tile-steel-police-medic = Medic
tile-steel-police-steroids-dispender = Steroid Dispenser
    .short = Steroid Disp.
tile-steel-police-battle = Battle
tile-steel-police-move = Move
tile-steel-police-push-back = Push Back
tile-steel-police-terror = Terror

## Dancer

tile-dancer-object-blue = Blue Object
tile-dancer-object-red = Red Object
tile-dancer-object-yellow = Yellow Object
tile-dancer-battle = Battle
tile-dancer-move = Move
tile-dancer-push-back = Push Back
tile-dancer-action = Action

## Smart

tile-smart-hq = Smart HQ
tile-smart-twister = Twister
tile-smart-ripper = Ripper
tile-smart-gauss-cannon = Gauss Cannon
tile-smart-cyborg = Cyborg
tile-smart-golem-mk3 = MK3 Golem
tile-smart-bio-droid = Bio-Droid
tile-smart-transporter = Transporter
tile-smart-net-fighter = Net Fighter
tile-smart-mother = Mother Module
tile-smart-officer = Officer
tile-smart-scout = Scout
tile-smart-battle = Battle
tile-smart-move = Move
tile-smart-push-back = Push Back
tile-smart-sniper = Sniper
tile-smart-terror = Terror

## New York

tile-new-york-hq = New York HQ
tile-new-york-spy-cleaner = Spy Cleaner
    .short = Spy Cleaner
tile-new-york-spy-shooter = Spy Shooter
    .short = Spy Shooter
tile-new-york-rocket-launcher = Rocket Launcher
    .short = Rocket Launcher
tile-new-york-shotgun = Shotgun
tile-new-york-hammer = Hammer
tile-new-york-steel-boxer = Steel Boxer
tile-new-york-sharpshooter = Sharpshooter
tile-new-york-cop = Cop
tile-new-york-shooter = Shooter
tile-new-york-pusher = Pusher
tile-new-york-net-fighter = Net Fighter
tile-new-york-sergeant = Sergeant
tile-new-york-officer-1 = Officer I
tile-new-york-officer-2 = Officer II
tile-new-york-scout = Scout
tile-new-york-mine = Mine
tile-new-york-battle = Battle
tile-new-york-move = Move
tile-new-york-push-back = Push Back
tile-new-york-sniper = Sniper

## Neojungle

tile-neojungle-hq = Neojungle HQ
tile-neojungle-wall-of-trees = Wall of Trees
tile-neojungle-crusher = Crusher
tile-neojungle-monster = Monster
tile-neojungle-net-fighter = Net Fighter
tile-neojungle-nightshade = Nightshade
tile-neojungle-swarm = Swarm
tile-neojungle-slicer = Slicer
tile-neojungle-medic = Medic
tile-neojungle-vines = Vines
tile-neojungle-symbiont-alpha = Symbiont Alpha
tile-neojungle-symbiont-beta = Symbiont Beta
tile-neojungle-symbiont-gamma = Symbiont Gamma
tile-neojungle-roots = Roots
tile-neojungle-castling = Castling
tile-neojungle-battle = Battle
tile-neojungle-move = Move
tile-neojungle-small-bomb = Small Bomb
## Vegas

tile-vegas-hq = Vegas HQ
tile-vegas-mercenary = Mercenary
tile-vegas-bodyguard = Bodyguard
tile-vegas-guard = Guardian
tile-vegas-marksman = Shooter
tile-vegas-medic = Medic
tile-vegas-scout = Scout
tile-vegas-agitator = Agitator
tile-vegas-saboteur = Saboteur
tile-vegas-mine = Mine
tile-vegas-battle = Battle
tile-vegas-rotation = Rotation
tile-vegas-push-back = Push Back
tile-vegas-castling = Castling
tile-vegas-move = Move
tile-vegas-sniper = Sniper

## Mississippi

tile-mississippi-hq = Mississippi HQ
tile-mississippi-shadow = Shadow
tile-mississippi-mutant = Mutant
tile-mississippi-poisoner = Poisoner
tile-mississippi-guard = Guard
tile-mississippi-hitman = Hitman
tile-mississippi-net-fighter = Net Fighter
tile-mississippi-paralysis = Paralysis
tile-mississippi-mutation = Mutation
tile-mississippi-medic = Medic
tile-mississippi-zone = Zone
tile-mississippi-boiler = Boiler
tile-mississippi-toxic-bomb = Toxic Bomb
tile-mississippi-battle = Battle
tile-mississippi-move = Move
tile-mississippi-smokescreen = Smokescreen
tile-mississippi-push-back = Push Back
tile-mississippi-transposition = Transposition

## Sharrash

tile-sharrash-hq = Sharrash HQ
tile-sharrash-plague = Plague
tile-sharrash-beast = Beast
tile-sharrash-mutant = Mutant
tile-sharrash-mortar = Mortar
tile-sharrash-rats = Rats
tile-sharrash-explosive = Explosive
tile-sharrash-underworlds = Underworlds
tile-sharrash-landfill = Landfill
tile-sharrash-officer = Officer
tile-sharrash-medic = Medic
tile-sharrash-transport = Transport
tile-sharrash-scout = Scout
tile-sharrash-mother = Mother
tile-sharrash-hole = Hole
tile-sharrash-battle = Battle
tile-sharrash-move = Move
tile-sharrash-paralysis = Paralysis

## Uranopolis

tile-uranopolis-hq = Uranopolis HQ
tile-uranopolis-mechanic = Mechanic
tile-uranopolis-mercenary = Mercenary
tile-uranopolis-electro-net-fighter = Electro Net Fighter
tile-uranopolis-inferno = Inferno
tile-uranopolis-bulldozer = Bulldozer
tile-uranopolis-guard = Guard
tile-uranopolis-drill = Drill
tile-uranopolis-hammerhead = Hammerhead
tile-uranopolis-ravager = Ravager
tile-uranopolis-acceleration-generator = Acceleration Generator
    .short = Accel. Gen.
tile-uranopolis-combat-generator = Combat Generator
    .short = Combat Gen.
tile-uranopolis-medic = Medic
tile-uranopolis-doubler = Doubler
tile-uranopolis-gauss-transformer = Gauss Transformer
    .short = Gauss Transf.
tile-uranopolis-transport = Transport
tile-uranopolis-wastes = Wastes
tile-uranopolis-battle = Battle
tile-uranopolis-move = Move
tile-uranopolis-push-back = Push Back
tile-uranopolis-ray = Ray

## Doomsday Machine

tile-doomsday-machine-hq = Doomsday Machine HQ
tile-doomsday-machine-alpha-shooter = Alpha Shooter
tile-doomsday-machine-gamma-shooter = Gamma Shooter
tile-doomsday-machine-delta-shooter = Delta Shooter
tile-doomsday-machine-omega-shooter = Omega Shooter
tile-doomsday-machine-gauss-cannon = Gauss Cannon
tile-doomsday-machine-tripler = Tripler
    .short = Tripler
tile-doomsday-machine-doom-net-fighter = Doom Net Fighter
    .short = Doom Net
tile-doomsday-machine-fireblast = Fireblast
    .short = Fireblast
tile-doomsday-machine-trap = Trap
tile-doomsday-machine-medic = Medic
tile-doomsday-machine-officer = Officer
tile-doomsday-machine-scout = Scout
tile-doomsday-machine-main-war-processor = Main War Processor
    .short = War Proc.
tile-doomsday-machine-battle = Battle
tile-doomsday-machine-push-back = Push Back
tile-doomsday-machine-small-bomb = Small Bomb

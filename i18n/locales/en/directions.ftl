# The six facings of a tile, clockwise from the top, as players write them. Messages show a
# facing with DIR($facing), which puts these words for the rules' codes (N, NE, SE, S, SW, NW).

dir-n = N
dir-ne = NE
dir-se = SE
dir-s = S
dir-sw = SW
dir-nw = NW

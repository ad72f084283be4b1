// Pendule's Chess960 rules checked against an independent engine: chessops (npm, GPL-3.0; installed
// beside the project, never copied into it). Random Chess960 games are played with chessops, with
// castlings taken when offered and pieces sent back where they came from (so that positions repeat,
// also with a castling right lost in between); then, for every game:
//   - `pendule-cli validate` replays the PGN written by chessops (SAN, [Variant "Chess960"], FEN);
//   - at every ply, the legal moves (`pendule-cli perft 1 --divide --chess960 --fen`, castling as
//     the king taking its rook) equal chessops' list;
//   - at sampled plies (every repetition, every tenth ply, the last), `pendule-cli status --json
//     --plies P` gives chessops' FEN (castling letters compared as a set), checkmate, stalemate,
//     the number of occurrences of the position (Laws 9.2.3: placement, side to move, castling
//     rights, en passant only when the capture is legal) and the halfmove clock;
//   - perft 3 on the last position equals chessops' perft.
//
// usage: npm install --prefix build/node chessops@0.15.1
//        node bench/chess960_chessops.mjs build/release/src/pendule-cli [--games N] [--plies N] [--seed S]
//                                         [--node-modules build/node/node_modules]
// Prints one line per disagreement and a summary; exits 1 when any was found.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const args = process.argv.slice(2);
if (args.length < 1 || args[0].startsWith('--')) {
    console.error('usage: node bench/chess960_chessops.mjs PENDULE_CLI [--games N] [--plies N] [--seed S] [--node-modules DIR]');
    process.exit(2);
}
const option = (name, fallback) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : fallback;
};
const cli = resolve(args[0]);
const gameCount = Number(option('--games', '40'));
const maxPlies = Number(option('--plies', '80'));
let seed = BigInt(option('--seed', '960'));
const modules = resolve(option('--node-modules', 'build/node/node_modules'));
const load = (name) => import(pathToFileURL(join(modules, 'chessops', 'dist', 'esm', `${name}.js`)).href);
const { Chess } = await load('chess');
const { parseFen, makeFen } = await load('fen');
const { makeUci } = await load('util');
const { makeSan } = await load('san');
const { perft } = await load('debug');

// xorshift64*, so that a seed gives the same games everywhere.
const random = (n) => {
    seed ^= seed >> 12n;
    seed ^= (seed << 25n) & 0xffffffffffffffffn;
    seed ^= seed >> 27n;
    const out = (seed * 0x2545f4914f6cdd1dn) & 0xffffffffffffffffn;
    return Number(out % BigInt(n));
};

// The first rank of Chess960 start position `number` (the standard numbering; 518 = RNBQKBNR).
const backRank = (number) => {
    const rank = Array(8).fill('.');
    let n = number;
    rank[2 * (n % 4) + 1] = 'B';
    n = Math.floor(n / 4);
    rank[2 * (n % 4)] = 'B';
    n = Math.floor(n / 4);
    const free = () => rank.flatMap((c, i) => (c === '.' ? [i] : []));
    rank[free()[n % 6]] = 'Q';
    n = Math.floor(n / 6);
    const pairs = [[0, 1], [0, 2], [0, 3], [0, 4], [1, 2], [1, 3], [1, 4], [2, 3], [2, 4], [3, 4]];
    const f = free();
    rank[f[pairs[n][0]]] = 'N';
    rank[f[pairs[n][1]]] = 'N';
    const rest = free();
    rank[rest[0]] = 'R';
    rank[rest[1]] = 'K';
    rank[rest[2]] = 'R';
    return rank.join('');
};

const legalMoves = (pos) => {
    const moves = [];
    for (const [from, dests] of pos.allDests()) {
        for (const to of dests) {
            const piece = pos.board.get(from);
            const promotes = piece.role === 'pawn' && (to >> 3 === 0 || to >> 3 === 7);
            if (promotes) for (const promotion of ['queen', 'rook', 'bishop', 'knight']) moves.push({ from, to, promotion });
            else moves.push({ from, to });
        }
    }
    return moves;
};
const isCastling = (pos, move) => {
    const piece = pos.board.get(move.from);
    const target = pos.board.get(move.to);
    return piece.role === 'king' && target && target.role === 'rook' && target.color === piece.color;
};
// Laws 9.2.3: the FEN without its clocks (chessops writes the en passant square only when legal).
const key = (pos) => makeFen(pos.toSetup()).split(' ').slice(0, 4).join(' ');
const castlingSet = (fen) => [...fen.split(' ')[2]].sort().join('');

const run = (command) => execFileSync(cli, command, { encoding: 'utf8', maxBuffer: 1 << 24 });
let problems = 0, plies = 0, statusChecks = 0, castlings = 0, kingStill = 0, rookStill = 0, repeated = 0, lostRightRepeats = 0;
const problem = (text) => {
    problems += 1;
    console.log(text);
};

const dir = mkdtempSync(join(tmpdir(), 'pendule-960-'));
const games = [];
for (let g = 0; g < gameCount; g++) {
    const number = random(960);
    const white = backRank(number);
    const startFen = `${white.toLowerCase()}/pppppppp/8/8/8/8/PPPPPPPP/${white} w KQkq - 0 1`;
    const pos = Chess.fromSetup(parseFen(startFen).unwrap()).unwrap();
    const record = { number, startFen, sans: [], fens: [pos.clone()], moves: [] };
    for (let ply = 0; ply < maxPlies && !pos.isEnd(); ply++) {
        const moves = legalMoves(pos);
        const castle = moves.filter((m) => isCastling(pos, m));
        // Back where it came from (our move two plies ago, reversed), else castle, else develop, else anything.
        const mine = record.moves.length >= 2 ? record.moves[record.moves.length - 2] : null;
        const back = mine && moves.find((m) => m.from === mine.to && m.to === mine.from && !isCastling(pos, m));
        // Pieces leaving the first rank clear the way for castling.
        const home = pos.turn === 'white' ? 0 : 7;
        const develop = moves.filter((m) => m.from >> 3 === home && ['knight', 'bishop', 'queen'].includes(pos.board.get(m.from).role));
        let move;
        if (back && random(10) < 6) move = back;
        else if (castle.length && random(10) < 8) move = castle[random(castle.length)];
        else if (develop.length && random(10) < 5) move = develop[random(develop.length)];
        else move = moves[random(moves.length)];
        if (isCastling(pos, move)) {
            castlings += 1;
            const kingside = move.to > move.from;
            if ((move.from & 7) === (kingside ? 6 : 2)) kingStill += 1;
            if ((move.to & 7) === (kingside ? 5 : 3)) rookStill += 1;
        }
        record.sans.push(makeSan(pos, move));
        record.moves.push(move);
        pos.play(move);
        record.fens.push(pos.clone());
    }
    games.push(record);
}

// The PGN, written from chessops' SAN.
let pgn = '';
games.forEach((game, i) => {
    pgn += `[Event "chessops cross-check"]\n[Round "${i + 1}"]\n[Variant "Chess960"]\n[SetUp "1"]\n[FEN "${game.startFen}"]\n\n`;
    game.sans.forEach((san, ply) => {
        if (ply % 2 === 0) pgn += `${ply / 2 + 1}. `;
        pgn += `${san} `;
    });
    pgn += '*\n\n';
});
const pgnPath = join(dir, 'games.pgn');
writeFileSync(pgnPath, pgn);
const totalMoves = games.reduce((sum, game) => sum + game.sans.length, 0);
let validate = '';
try {
    validate = run(['validate', pgnPath]);
} catch (e) {
    validate = e.stdout;
}
const lastLine = validate.trim().split('\n').pop();
if (lastLine !== `games ${games.length} moves ${totalMoves} errors 0`)
    problem(`validate: expected "games ${games.length} moves ${totalMoves} errors 0", got:\n${validate}`);

games.forEach((game, g) => {
    const seen = new Map();
    game.fens.forEach((pos, ply) => {
        plies += 1;
        const fen = makeFen(pos.toSetup());
        // Legal moves, castling as the king taking its rook in both.
        const ours = run(['perft', '1', '--divide', '--chess960', '--fen', fen])
            .trim().split('\n').filter((l) => !l.startsWith('nodes')).map((l) => l.split(':')[0]).sort();
        const theirs = legalMoves(pos).map((m) => makeUci(m)).sort();
        if (ours.join(' ') !== theirs.join(' '))
            problem(`game ${g + 1} (start ${game.number}) ply ${ply} ${fen}: pendule ${ours.join(' ')} / chessops ${theirs.join(' ')}`);
        // Occurrences of the position so far, chessops' way.
        const k = key(pos);
        const count = (seen.get(k) || 0) + 1;
        seen.set(k, count);
        if (count > 1) repeated += 1;
        if (count === 1) {
            const placement = k.split(' ').slice(0, 2).join(' ');
            if ([...seen.keys()].some((other) => other !== k && other.split(' ').slice(0, 2).join(' ') === placement))
                lostRightRepeats += 1; // the same placement and side to move, other rights or e.p.
        }
        if (!(count > 1 || ply % 10 === 0 || ply === game.fens.length - 1)) return;
        statusChecks += 1;
        const status = JSON.parse(run(['status', pgnPath, '--game', String(g + 1), '--plies', String(ply), '--json']));
        // The en passant field is left out: Pendule writes it as stored after every double push (the
        // FEN standard), chessops only when a capture is legal; what the Laws count (9.2.3: only a
        // legal capture makes a difference) is in the number of occurrences.
        const expected = {
            board: fen.split(' ').slice(0, 2).join(' ') + ' ' + fen.split(' ').slice(4, 6).join(' '),
            castling: castlingSet(fen),
            checkmate: pos.isCheckmate(),
            stalemate: pos.isStalemate(),
            repetitions: count,
            halfmove_clock: pos.halfmoves,
        };
        const got = {
            board: status.fen.split(' ').slice(0, 2).join(' ') + ' ' + status.fen.split(' ').slice(4, 6).join(' '),
            castling: castlingSet(status.fen),
            checkmate: status.checkmate,
            stalemate: status.stalemate,
            repetitions: status.repetitions,
            halfmove_clock: status.halfmove_clock,
        };
        for (const field of Object.keys(expected))
            if (expected[field] !== got[field])
                problem(`game ${g + 1} ply ${ply} ${field}: pendule ${got[field]} / chessops ${expected[field]} (${fen})`);
    });
    const final = game.fens[game.fens.length - 1];
    const fen = makeFen(final.toSetup());
    const nodes = Number(run(['perft', '3', '--chess960', '--fen', fen]).trim().split(' ').pop());
    const expected = perft(final, 3);
    if (nodes !== expected) problem(`game ${g + 1} perft 3 ${fen}: pendule ${nodes} / chessops ${expected}`);
});

console.log(`${games.length} games from random Chess960 start positions, ${totalMoves} moves, ${castlings} castlings ` +
            `(${kingStill} with the king staying, ${rookStill} with the rook staying); ` +
            `${plies} positions' legal moves compared, ${statusChecks} status checks (${repeated} repeated positions, ` +
            `${lostRightRepeats} placements seen again with other castling rights or e.p.), ${games.length} perft 3: ` +
            `${problems} disagreement(s)`);
process.exit(problems ? 1 : 0);

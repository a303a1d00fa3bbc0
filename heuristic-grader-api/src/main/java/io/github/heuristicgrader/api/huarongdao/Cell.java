package io.github.heuristicgrader.api.huarongdao;

/**
 * One cell of the board.
 *
 * @param row 0 (top) to {@link Board#ROWS} − 1
 * @param column 0 (left) to {@link Board#COLUMNS} − 1
 */
public record Cell(int row, int column) {
}
